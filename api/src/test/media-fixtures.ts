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

/** A WebM's EBML header (DocType webm) and some bytes. */
export function webmBytes(payload = 2048): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82,
    0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(payload, 5)]);
}
