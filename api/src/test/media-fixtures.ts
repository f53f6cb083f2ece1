import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Where the photo was taken, as a phone writes it into EXIF: the Kaaba, in degrees/minutes/seconds. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '21/1 25/1 21/1', GPSLongitudeRef: 'E', GPSLongitude: '39/1 49/1 34/1' };

/** A real picture of `format` carrying a camera's EXIF with a GPS position (sharp writes it). */
export function photoWithGps(format: 'jpeg' | 'png' | 'webp', size = { width: 64, height: 48 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: '#1f6f5b' } })
    .toFormat(format)
    .withExif({ IFD0: { Make: 'Sabil test phone', Model: 'Camera 1' }, IFD3: GPS })
    .toBuffer();
}

/** An animated GIF of two frames. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (colour: string) => sharp({ create: { width: 16, height: 16, channels: 3, background: colour } }).png().toBuffer();
  return sharp([await frame('#1f6f5b'), await frame('#d4a33c')], { join: { animated: true } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
}

/** An ISO BMFF box (MP4): its size, its four-letter type, its contents. */
export const mp4Box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** Where a phone records the place a video was filmed (ISO 6709, in moov/udta/©xyz). */
export const VIDEO_LOCATION = '+21.4225+039.8262/';

/**
 * An MP4's boxes (ftyp with brand isom, then mdat with `payload` bytes): an MP4 to any byte
 * sniffer. `location`: a moov whose udta holds where it was filmed, as phones write it.
 */
export function mp4Bytes(payload = 2048, options: { location?: boolean } = {}): Buffer {
  const ftyp = mp4Box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));
  const mdat = mp4Box('mdat', Buffer.alloc(payload, 3));
  if (!options.location) return Buffer.concat([ftyp, mdat]);
  const moov = mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100, 1)), mp4Box('udta', mp4Box('\u00a9xyz', Buffer.from([0, 18, 0x15, 0xc7]), Buffer.from(VIDEO_LOCATION, 'latin1'))));
  return Buffer.concat([ftyp, moov, mdat]);
}

/**
 * A WebM's EBML header (DocType webm), then a Segment and a Cluster of unknown size, as a browser's
 * recorder writes them, holding one frame of `payload` bytes: no metadata, so stored as it came.
 */
export function webmBytes(payload = 2048): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82,
    0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  const frame = ebml(0xa3, Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), Buffer.alloc(payload, 5)]), 8);
  return Buffer.concat([header, ebmlUnknownSize(0x18538067, ebmlUnknownSize(0x1f43b675, ebml(0xe7, 0), frame))]);
}

/** An EBML element (Matroska, WebM): its ID as written, its size as a VINT of `sizeLength` bytes, its contents. */
export function ebml(id: number, contents: Buffer | string | number, sizeLength = 0): Buffer {
  const body = typeof contents === 'number' ? ebmlUint(contents) : typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
  const idBytes = Buffer.from(id.toString(16), 'hex');
  const length = sizeLength || Math.max(1, Math.ceil(Math.log2(body.length + 2) / 7));
  const size = Buffer.alloc(length);
  let value = body.length;
  for (let at = length - 1; at >= 0; at -= 1) {
    size[at] = value % 256;
    value = Math.floor(value / 256);
  }
  size[0]! |= 0x80 >> (length - 1);
  return Buffer.concat([idBytes, size, body]);
}

/** An EBML master element whose size is "unknown" (all ones): what a browser's recorder writes for Segment and Cluster. */
export const ebmlUnknownSize = (id: number, ...children: Buffer[]) =>
  Buffer.concat([Buffer.from(id.toString(16), 'hex'), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), ...children]);

function ebmlUint(value: number): Buffer {
  const bytes: number[] = [];
  do {
    bytes.unshift(value % 256);
    value = Math.floor(value / 256);
  } while (value > 0);
  return Buffer.from(bytes);
}

/** Where a writer records the place a video was filmed in a WebM's Tags (SimpleTag LOCATION, ISO 6709). */
export const WEBM_LOCATION = '+21.4225+039.8262/';

/**
 * A WebM as recorders and muxers write one: the EBML header (DocType webm), then a Segment of
 * unknown size holding a SeekHead, Info (with the title, the muxing and writing applications and
 * the date), Tracks (one VP8 track), a Cluster of unknown size with one frame, Cues, Tags (a
 * SimpleTag LOCATION) and Attachments (a picture of home). `crc`: Info starts with a CRC-32.
 */
export function webmWithMetadata(options: { crc?: boolean } = {}): Buffer {
  const header = ebml(
    0x1a45dfa3,
    Buffer.concat([ebml(0x4286, 1), ebml(0x42f7, 1), ebml(0x42f2, 4), ebml(0x42f3, 8), ebml(0x4282, 'webm'), ebml(0x4287, 4), ebml(0x4285, 2)]),
  );
  const infoChildren = Buffer.concat([
    ebml(0x2ad7b1, 1_000_000), // TimecodeScale
    ebml(0x4d80, 'Lavf60.16.100 on the phone of Amina Yusuf'), // MuxingApp
    ebml(0x5741, 'SabilTestRecorder 2.1 (serial 5F3A-0042)'), // WritingApp
    ebml(0x7ba9, 'Umrah with my mother, from our flat at 12 Mosque Lane'), // Title
    ebml(0x4461, Buffer.from([0x09, 0x3a, 0x0b, 0x2d, 0x41, 0x2c, 0x40, 0x00])), // DateUTC
    ebml(0x4489, Buffer.from([0x40, 0x8f, 0x40, 0x00])), // Duration (float)
  ]);
  const crc = options.crc ? ebml(0xbf, Buffer.alloc(4)) : Buffer.alloc(0);
  const info = ebml(0x1549a966, Buffer.concat([crc, infoChildren]));
  if (options.crc) {
    // The CRC-32 covers the rest of Info's data, little-endian (RFC 8794 §11.3.1).
    const crcAt = info.indexOf(Buffer.from([0xbf, 0x84])) + 2;
    info.writeUInt32LE(crc32(info.subarray(crcAt + 4)), crcAt);
  }
  const tracks = ebml(
    0x1654ae6b,
    ebml(0xae, Buffer.concat([ebml(0xd7, 1), ebml(0x73c5, 0x1234), ebml(0x83, 1), ebml(0x86, 'V_VP8'), ebml(0xe0, Buffer.concat([ebml(0xb0, 64), ebml(0xba, 48)]))])),
  );
  const frame = ebml(0xa3, Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), Buffer.alloc(3000, 0x5a)]));
  const cluster = ebmlUnknownSize(0x1f43b675, ebml(0xe7, 0), frame);
  const cues = ebml(0x1c53bb6b, ebml(0xbb, Buffer.concat([ebml(0xb3, 0), ebml(0xb7, Buffer.concat([ebml(0xf7, 1), ebml(0xf1, 0x120)]))])));
  const tags = ebml(
    0x1254c367,
    ebml(0x7373, Buffer.concat([ebml(0x63c0, Buffer.alloc(0)), ebml(0x67c8, Buffer.concat([ebml(0x45a3, 'LOCATION'), ebml(0x4487, WEBM_LOCATION)]))])),
  );
  const attachments = ebml(
    0x1941a469,
    ebml(0x61a7, Buffer.concat([ebml(0x466e, 'our-street.jpg'), ebml(0x4660, 'image/jpeg'), ebml(0x465c, Buffer.alloc(600, 0xd8)), ebml(0x46ae, 0x77)])),
  );
  const seekHead = ebml(0x114d9b74, ebml(0x4dbb, Buffer.concat([ebml(0x53ab, Buffer.from([0x12, 0x54, 0xc3, 0x67])), ebml(0x53ac, 0x400)])));
  return Buffer.concat([header, ebmlUnknownSize(0x18538067, seekHead, info, tracks, cluster, cues, tags, attachments)]);
}
