import zlib from 'node:zlib';

/**
 * A real 2×2 PNG (so a browser can show it), built here rather than committed as a binary.
 * `animated`: an APNG of one frame (acTL and fcTL chunks), still a valid PNG to every reader.
 */
export function pngBytes(options: { animated?: boolean } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.from([0, 0x1f, 0x6f, 0x5b, 0xd4, 0xa3, 0x3c, 0, 0xd4, 0xa3, 0x3c, 0x1f, 0x6f, 0x5b]);
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(1, 0); // one frame, played forever
  const frame = Buffer.alloc(26);
  frame.writeUInt32BE(2, 4); // width
  frame.writeUInt32BE(2, 8); // height
  frame.writeUInt16BE(1, 22); // delay 0/1 s
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(options.animated ? [chunk('acTL', animation), chunk('fcTL', frame)] : []),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const jpegBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const svgBytes = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const htmlBytes = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
/** A real PNG followed by 6 MB: over the 5 MB limit, and a PNG to any byte sniffer. */
export const sixMegabytePng = () => Buffer.concat([pngBytes(), Buffer.alloc(6 * 1024 * 1024, 7)]);

let table: number[] | undefined;
function crc32(data: Buffer): number {
  table ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of data) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
