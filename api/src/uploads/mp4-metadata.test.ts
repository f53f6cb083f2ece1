import { Readable } from 'node:stream';
import { mp4Box as box, VIDEO_LOCATION } from '../test/media-fixtures';
import { mp4WithoutMetadata, Mp4StructureError } from './mp4-metadata';

/** Where an iPhone writes the place a video was filmed: ©xyz in moov/udta (and a QuickTime meta). */
const LOCATION = Buffer.from(VIDEO_LOCATION, 'latin1');
const located = () => box('udta', box('\u00a9xyz', Buffer.from([0, 18, 0x15, 0xc7]), LOCATION));

function mp4(options: { moovFirst: boolean }) {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));
  const trak = box('trak', box('tkhd', Buffer.alloc(84, 1)), located(), box('mdia', box('mdhd', Buffer.alloc(24, 2)), box('minf', box('udta', LOCATION))));
  const moov = box('moov', box('mvhd', Buffer.alloc(100, 3)), trak, located(), box('meta', Buffer.alloc(4), LOCATION));
  const mdat = box('mdat', Buffer.alloc(5000, 9));
  const topLevelXmp = box('uuid', Buffer.alloc(16, 0xbe), Buffer.from('<x:xmpmeta>GPSLatitude 21.4225</x:xmpmeta>'));
  return Buffer.concat(options.moovFirst ? [ftyp, moov, topLevelXmp, mdat] : [ftyp, mdat, topLevelXmp, moov]);
}

async function through(bytes: Buffer, chunk: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) pieces.push(bytes.subarray(at, at + chunk));
  return Buffer.concat(await Readable.from(pieces).pipe(mp4WithoutMetadata()).toArray());
}

describe('mp4WithoutMetadata', () => {
  it.each([
    ['moov before the media (fast start)', true, 7],
    ['moov after the media', false, 7],
    ['in one chunk', true, 1 << 20],
    ['in chunks of one byte', false, 1],
  ])('blanks the location, keeps every offset: %s', async (_name, moovFirst, chunk) => {
    const original = mp4({ moovFirst });
    expect(original.includes(LOCATION)).toBe(true);
    const scrubbed = await through(original, chunk);
    expect(scrubbed.length).toBe(original.length);
    expect(scrubbed.includes(LOCATION)).toBe(false);
    expect(scrubbed.includes(Buffer.from('GPSLatitude'))).toBe(false);
    expect(scrubbed.includes(Buffer.from('udta'))).toBe(false);
    expect(scrubbed.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false);
    // Everything else is byte for byte where it was: the media and the index into it.
    for (const kept of ['ftyp', 'moov', 'trak', 'tkhd', 'mdia', 'mdhd', 'minf', 'mvhd', 'mdat']) {
      expect(scrubbed.indexOf(Buffer.from(kept))).toBe(original.indexOf(Buffer.from(kept)));
    }
    const mdat = original.indexOf(Buffer.from('mdat')) - 4;
    expect(scrubbed.subarray(mdat, mdat + 5008).equals(original.subarray(mdat, mdat + 5008))).toBe(true);
  });

  it('passes a file without metadata through unchanged', async () => {
    const plain = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0', 'latin1')), box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.alloc(300, 4))]);
    expect((await through(plain, 13)).equals(plain)).toBe(true);
  });

  it('refuses a file cut short or whose boxes do not add up', async () => {
    const whole = mp4({ moovFirst: true });
    await expect(through(whole.subarray(0, whole.length - 10), 64)).rejects.toBeInstanceOf(Mp4StructureError);
    const broken = Buffer.from(whole);
    broken.writeUInt32BE(3, 0); // ftyp's size smaller than its header
    await expect(through(broken, 64)).rejects.toBeInstanceOf(Mp4StructureError);
  });
});
