import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { SNIFF_HEAD_BYTES, sniff } from './sniff';

/** What callers accept today (ID documents) and later (story media); the sniffer itself accepts all. */
const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const STORY_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'video/webm'];

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

/** A PNG chunk with its real CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

/** A complete 1×1 PNG (signature, IHDR, IDAT, IEND). */
function png(): Buffer {
  const ihdr = Buffer.concat([u32(1), u32(1), Buffer.from([8, 6, 0, 0, 0])]);
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x02, 0x00, 0x00, 0x05, 0x00, 0x01]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's start: SOI, a JFIF APP0 segment, then the start of a quantisation table. */
function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    ascii('JFIF\0'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]),
    Buffer.alloc(64, 1),
  ]);
}

/** A complete 1×1 GIF89a (43 bytes). */
function gif(): Buffer {
  return Buffer.concat([
    ascii('GIF89a'),
    Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
    Buffer.from([0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from([0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}

/** RIFF….WEBPVP8 with a lossy frame header. */
function webp(): Buffer {
  const frame = Buffer.from([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x34, 0x25, 0xa4, 0x00, 0x03, 0x70, 0x00, 0xfe, 0xfb, 0x94, 0x00, 0x00]);
  const vp8 = Buffer.concat([ascii('VP8 '), Buffer.from([frame.length, 0, 0, 0]), frame]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8.length);
  return Buffer.concat([ascii('RIFF'), size, ascii('WEBP'), vp8]);
}

/** An ISO base media file's `ftyp` box (major brand, minor version, compatible brands) and an empty `mdat`. */
function isoBmff(major: string, compatible: string[]): Buffer {
  const brands = [major, ...compatible].map((brand) => ascii(brand.padEnd(4, ' ')));
  const body = Buffer.concat([ascii('ftyp'), brands[0], u32(0x200), ...brands.slice(1)]);
  return Buffer.concat([u32(4 + body.length), body, u32(8), ascii('mdat')]);
}

/** An EBML header (as Matroska and WebM files begin) naming `docType`, then a Segment's start. */
function ebml(docType: string): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const uint = (value: number) => Buffer.from([value]);
  const children = Buffer.concat([
    element([0x42, 0x86], uint(1)), // EBMLVersion
    element([0x42, 0xf7], uint(1)), // EBMLReadVersion
    element([0x42, 0xf2], uint(4)), // EBMLMaxIDLength
    element([0x42, 0xf3], uint(8)), // EBMLMaxSizeLength
    element([0x42, 0x82], ascii(docType)), // DocType
    element([0x42, 0x87], uint(4)), // DocTypeVersion
    element([0x42, 0x85], uint(2)), // DocTypeReadVersion
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length]),
    children,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
}

/** A 64-bit little-endian ELF header (x86-64 executable). */
function elf(): Buffer {
  const header = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(header);
  header.writeUInt16LE(2, 16); // ET_EXEC
  header.writeUInt16LE(0x3e, 18); // x86-64
  header.writeUInt32LE(1, 20);
  return header;
}

const pdf = () => ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');

/** Pads a header with zeros past the sniffing head, so the detection sees a "long" file. */
const long = (head: Buffer) => Buffer.concat([head, Buffer.alloc(SNIFF_HEAD_BYTES * 3, 0)]);

/** Splits bytes into chunks of the given sizes (cycled), as a network upload would deliver them. */
function chunked(bytes: Buffer, sizes: number[]): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = sizes[i % sizes.length];
    chunks.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return Readable.from(chunks, { objectMode: false });
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Sniffs `bytes` and checks that the returned stream yields them again, unchanged. */
async function sniffBytes(bytes: Buffer, sizes = [bytes.length || 1]) {
  const { type, stream } = await sniff(chunked(bytes, sizes));
  expect((await collect(stream)).equals(bytes)).toBe(true);
  return type;
}

describe('sniff (file-type)', () => {
  it.each([
    ['JPEG', jpeg, 'image/jpeg'],
    ['PNG', png, 'image/png'],
    ['PDF', pdf, 'application/pdf'],
    ['GIF', gif, 'image/gif'],
    ['WebP', webp, 'image/webp'],
    ['MP4 (ftyp isom)', () => isoBmff('isom', ['isom', 'iso2', 'avc1', 'mp41']), 'video/mp4'],
    ['WebM (EBML, DocType webm)', () => ebml('webm'), 'video/webm'],
  ])('recognises %s, long or shorter than the head', async (_name, make, expected) => {
    expect(await sniffBytes(long(make()))).toBe(expected);
    expect(make().length).toBeLessThan(SNIFF_HEAD_BYTES);
    expect(await sniffBytes(make())).toBe(expected);
  });

  it('tells Matroska from WebM: an EBML file with DocType matroska is not webm', async () => {
    const type = await sniffBytes(long(ebml('matroska')));
    expect(type).toBe('video/matroska');
    expect(STORY_MEDIA_TYPES).not.toContain(type);
  });

  it.each([
    ['HEIC (ftyp heic)', () => isoBmff('heic', ['mif1', 'heic']), 'image/heic'],
    ['AVIF (ftyp avif)', () => isoBmff('avif', ['avif', 'mif1', 'miaf']), 'image/avif'],
    ['QuickTime MOV (ftyp qt)', () => isoBmff('qt', ['qt']), 'video/quicktime'],
  ])('does not call %s an MP4', async (_name, make, expected) => {
    const type = await sniffBytes(long(make()));
    expect(type).toBe(expected);
    expect(STORY_MEDIA_TYPES).not.toContain(type);
  });

  it.each([
    ['SVG', () => ascii('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>\n'), undefined],
    ['HTML', () => ascii('<!DOCTYPE html>\n<html><head><title>x</title></head><body><script>alert(1)</script></body></html>\n'), undefined],
    ['ELF executable', elf, 'application/x-elf'],
  ])('finds no ID document or story medium type in %s', async (_name, make, expected) => {
    const type = await sniffBytes(long(make()));
    expect(type).toBe(expected);
    expect([...ID_DOCUMENT_TYPES, ...STORY_MEDIA_TYPES]).not.toContain(type);
  });

  it('an SVG with an XML declaration is XML at most, never an image type', async () => {
    const type = await sniffBytes(ascii('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>\n'));
    expect(type === undefined || !type.startsWith('image/')).toBe(true);
  });

  it('an empty file has no type and an empty stream', async () => {
    const { type, stream } = await sniff(Readable.from([]));
    expect(type).toBeUndefined();
    expect((await collect(stream)).length).toBe(0);
  });

  it('a file shorter than any signature has no type and comes back whole', async () => {
    expect(await sniffBytes(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(await sniffBytes(ascii('%PD'))).toBeUndefined();
  });

  it('judges by the bytes, never by the name: a PNG saved as .pdf is a PNG', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sabil-sniff-'));
    try {
      const file = path.join(dir, 'passport.pdf');
      await fs.promises.writeFile(file, long(png()));
      const { type, stream } = await sniff(fs.createReadStream(file));
      expect(type).toBe('image/png');
      expect((await collect(stream)).equals(long(png()))).toBe(true);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });

  it('yields every byte unchanged and in order from a many-chunk stream, detecting across chunk boundaries', async () => {
    const bytes = Buffer.concat([png(), Buffer.alloc(200_000)]);
    for (let i = png().length; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    // One-byte chunks first (the signature arrives split), then odd sizes that straddle the head.
    expect(await sniffBytes(bytes, [1, 1, 1, 2, 3, 5, 8, 13, 4099, 7, 65_536, 1000])).toBe('image/png');
    expect(await sniffBytes(bytes, [SNIFF_HEAD_BYTES])).toBe('image/png');
    expect(await sniffBytes(bytes, [SNIFF_HEAD_BYTES - 1, 2])).toBe('image/png');
  });

  it('rejects when the source fails before the head is read', async () => {
    const source = new Readable({ read() {} });
    const sniffed = sniff(source);
    source.push(Buffer.from([0x89, 0x50]));
    source.destroy(new Error('connection reset'));
    await expect(sniffed).rejects.toThrow('connection reset');
  });

  it('passes a later failure of the source on to the returned stream', async () => {
    const source = new Readable({ read() {} });
    const sniffed = sniff(source);
    source.push(long(png()));
    const { type, stream } = await sniffed;
    expect(type).toBe('image/png');
    const reading = collect(stream);
    source.destroy(new Error('connection reset'));
    await expect(reading).rejects.toThrow('connection reset');
  });

  it('lets a caller refuse the type and drain the source (unpipe, destroy, resume)', async () => {
    const source = chunked(long(ascii('<!DOCTYPE html><html></html>')), [1000]);
    const { type, stream } = await sniff(source);
    expect(type).toBeUndefined();
    source.unpipe(stream);
    stream.destroy();
    source.resume();
    await new Promise((resolve) => source.once('end', resolve));
  });
});
