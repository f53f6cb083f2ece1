import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { sniffBuffer } from '../storage/sniff';
import { ebml, ebmlUnknownSize, WEBM_LOCATION, webmWithMetadata } from '../test/media-fixtures';
import { webmWithoutMetadata, WebmStructureError } from './webm-metadata';

const LOCATION = Buffer.from(WEBM_LOCATION, 'latin1');
/** What the fixture's writer put in Info and Attachments besides the place. */
const WRITER_TEXTS = ['Amina Yusuf', 'SabilTestRecorder', 'Mosque Lane', 'LOCATION', 'our-street.jpg'];

async function through(bytes: Buffer, chunk: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) pieces.push(bytes.subarray(at, at + chunk));
  return Buffer.concat(await Readable.from(pieces).pipe(webmWithoutMetadata()).toArray());
}

interface Element {
  id: number;
  offset: number;
  /** Header and data together. */
  total: number;
  dataOffset: number;
}

/** One element header, strictly: what a demuxer reads. */
function element(buffer: Buffer, offset: number): Element & { unknown: boolean } {
  const idLength = Math.clz32(buffer[offset]!) - 23;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + buffer[offset + i]!;
  const first = buffer[offset + idLength]!;
  const sizeLength = Math.clz32(first) - 23;
  let size = first & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = buffer[offset + idLength + i]!;
    unknown &&= byte === 0xff;
    size = size * 256 + byte;
  }
  const dataOffset = offset + idLength + sizeLength;
  return { id, offset, dataOffset, total: unknown ? Infinity : dataOffset - offset + size, unknown };
}

/**
 * The Segment's children as a demuxer walks them (the EBML header first, then a Segment of unknown
 * size whose unknown-size Cluster ends where a top-level element starts). Fails unless every
 * element ends exactly where the next begins and the last one at the end of the file.
 */
function segmentChildren(file: Buffer): Element[] {
  const header = element(file, 0);
  expect(header.id).toBe(0x1a45dfa3);
  const segment = element(file, header.total);
  expect(segment.id).toBe(0x18538067);
  const children: Element[] = [];
  let offset = segment.dataOffset;
  while (offset < file.length) {
    const child = element(file, offset);
    if (child.id === 0x1f43b675 && child.unknown) {
      let inner = child.dataOffset;
      while (inner < file.length && [0xe7, 0xa3, 0xa0].includes(element(file, inner).id)) inner += element(file, inner).total;
      children.push({ ...child, total: inner - offset });
      offset = inner;
      continue;
    }
    expect(offset + child.total).toBeLessThanOrEqual(file.length);
    children.push(child);
    offset += child.total;
  }
  expect(offset).toBe(file.length);
  return children;
}

/** Info's children, walked the same way. */
function infoChildren(file: Buffer, info: Element): Element[] {
  const children: Element[] = [];
  let offset = info.dataOffset;
  while (offset < info.offset + info.total) {
    const child = element(file, offset);
    children.push(child);
    offset += child.total;
  }
  expect(offset).toBe(info.offset + info.total);
  return children;
}

const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const INFO = 0x1549a966;
const VOID = 0xec;

describe('webmWithoutMetadata', () => {
  it.each([
    ['in one chunk', 1 << 20],
    ['in chunks of 7 bytes', 7],
    ['in chunks of one byte', 1],
  ])('blanks Tags, Attachments and the writer fields of Info into Void elements of the same size, every other byte where it was: %s', async (_name, chunk) => {
    const original = webmWithMetadata();
    expect(original.includes(LOCATION)).toBe(true);
    const scrubbed = await through(original, chunk);

    expect(scrubbed.length).toBe(original.length);
    expect(scrubbed.includes(LOCATION)).toBe(false);
    for (const text of WRITER_TEXTS) expect([text, scrubbed.includes(text)]).toEqual([text, false]);

    const before = segmentChildren(original);
    const after = segmentChildren(scrubbed);
    expect(after.map((e) => [e.offset, e.total])).toEqual(before.map((e) => [e.offset, e.total]));
    expect(after.map((e) => e.id)).toEqual(before.map((e) => (e.id === TAGS || e.id === ATTACHMENTS ? VOID : e.id)));
    for (const [index, kept] of before.entries()) {
      if ([TAGS, ATTACHMENTS, INFO].includes(kept.id)) continue;
      // SeekHead, Tracks, the Cluster and its frame, Cues: byte for byte.
      expect(scrubbed.subarray(kept.offset, kept.offset + kept.total).equals(original.subarray(kept.offset, kept.offset + kept.total))).toBe(true);
      expect(after[index]!.id).toBe(kept.id);
    }
    const voids = after.filter((e) => e.id === VOID);
    for (const blank of voids) expect(scrubbed.subarray(blank.dataOffset, blank.offset + blank.total).every((byte) => byte === 0)).toBe(true);

    // In Info, the timecode scale and the duration stay; the title, the applications and the date are Void.
    const info = (file: Buffer, children: Element[]) => infoChildren(file, children.find((e) => e.id === INFO)!);
    const infoBefore = info(original, before);
    const infoAfter = info(scrubbed, after);
    expect(infoAfter.map((e) => [e.offset, e.total])).toEqual(infoBefore.map((e) => [e.offset, e.total]));
    expect(infoAfter.map((e) => e.id)).toEqual([0x2ad7b1, VOID, VOID, VOID, VOID, 0x4489]);
    for (const kept of [infoBefore[0]!, infoBefore[5]!]) {
      expect(scrubbed.subarray(kept.offset, kept.offset + kept.total).equals(original.subarray(kept.offset, kept.offset + kept.total))).toBe(true);
    }

    expect(await sniffBuffer(scrubbed)).toBe('video/webm');
  });

  it('keeps the CRC-32 of Info right after blanking inside it', async () => {
    const original = webmWithMetadata({ crc: true });
    const scrubbed = await through(original, 5);
    expect(scrubbed.length).toBe(original.length);
    const info = segmentChildren(scrubbed).find((e) => e.id === INFO)!;
    const [crc, ...rest] = infoChildren(scrubbed, info);
    expect(crc!.id).toBe(0xbf);
    expect(scrubbed.readUInt32LE(crc!.dataOffset)).toBe(crc32(scrubbed.subarray(rest[0]!.offset, info.offset + info.total)));
    expect(scrubbed.readUInt32LE(crc!.dataOffset)).not.toBe(original.readUInt32LE(crc!.dataOffset));
    expect(scrubbed.includes(LOCATION)).toBe(false);
  });

  it('passes a WebM without metadata through unchanged, and handles Segment and Cluster of known size', async () => {
    const header = ebml(0x1a45dfa3, Buffer.concat([ebml(0x4282, 'webm'), ebml(0x4287, 4)]));
    const cluster = ebml(0x1f43b675, Buffer.concat([ebml(0xe7, 0), ebml(0xa3, Buffer.alloc(500, 1))]));
    const plain = Buffer.concat([header, ebml(0x18538067, Buffer.concat([ebml(0x1549a966, ebml(0x2ad7b1, 1_000_000)), cluster]))]);
    expect((await through(plain, 13)).equals(plain)).toBe(true);

    const tagged = Buffer.concat([header, ebml(0x18538067, Buffer.concat([cluster, ebml(TAGS, ebml(0x7373, ebml(0x67c8, ebml(0x4487, WEBM_LOCATION))), 8)]))]);
    const scrubbed = await through(tagged, 3);
    expect(scrubbed.length).toBe(tagged.length);
    expect(scrubbed.includes(LOCATION)).toBe(false);
    expect(scrubbed.subarray(0, tagged.length - 40).equals(tagged.subarray(0, tagged.length - 40))).toBe(true);
  });

  it('refuses a file cut short, an element of unknown size it cannot walk past, or an impossible header', async () => {
    const whole = webmWithMetadata();
    await expect(through(whole.subarray(0, whole.length - 10), 64)).rejects.toBeInstanceOf(WebmStructureError);
    const header = whole.subarray(0, whole.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])));
    const unknownTags = Buffer.concat([header, ebmlUnknownSize(0x18538067, ebmlUnknownSize(TAGS, ebml(0x7373, Buffer.alloc(10))))]);
    await expect(through(unknownTags, 64)).rejects.toBeInstanceOf(WebmStructureError);
    const unknownInfo = Buffer.concat([header, ebmlUnknownSize(0x18538067, ebmlUnknownSize(INFO, ebml(0x7ba9, 'x')))]);
    await expect(through(unknownInfo, 64)).rejects.toBeInstanceOf(WebmStructureError);
    // An ID longer than four bytes (its first byte has no marker bit in the first four).
    await expect(through(Buffer.concat([header, Buffer.from([0x08, 1, 2, 3, 4, 0x81, 0])]), 64)).rejects.toBeInstanceOf(WebmStructureError);
    // A size with no marker bit at all.
    await expect(through(Buffer.concat([header, Buffer.from([0xec, 0x00, 1, 2])]), 64)).rejects.toBeInstanceOf(WebmStructureError);
    // Info is held while it is rewritten: one that says it is larger than a megabyte is refused, not buffered.
    await expect(through(Buffer.concat([header, ebmlUnknownSize(0x18538067, ebml(INFO, Buffer.alloc(1_100_000)))]), 1 << 16)).rejects.toBeInstanceOf(WebmStructureError);
    // Info's children must add up to Info.
    const brokenInfo = Buffer.concat([header, ebmlUnknownSize(0x18538067, ebml(INFO, Buffer.concat([ebml(0x7ba9, 'title'), Buffer.from([0x44])])))]);
    await expect(through(brokenInfo, 64)).rejects.toBeInstanceOf(WebmStructureError);
  });

  it('never hangs or throws outside the stream on damaged files: each one is refused or comes out the same size', async () => {
    const original = webmWithMetadata();
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const started = Date.now();
    for (let round = 0; round < 300; round++) {
      const damaged = Buffer.from(original);
      for (let flips = 1 + Math.floor(random() * 4); flips > 0; flips--) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      try {
        expect((await through(damaged, 1 + Math.floor(random() * 4096))).length).toBe(damaged.length);
      } catch (error) {
        expect(error).toBeInstanceOf(WebmStructureError);
      }
    }
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
