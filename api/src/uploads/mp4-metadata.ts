import { Transform, type TransformCallback } from 'node:stream';

/** Boxes that hold metadata (a phone writes its GPS position as ©xyz in moov/udta or moov/meta). */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);
/** Boxes inside moov whose children are boxes too (tracks and their media descriptions). */
const CONTAINER_BOXES = new Set(['trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'mvex']);
/** moov holds the index of the media, not the media: a few MB at most, even for long videos. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

const FREE = Buffer.from('free', 'latin1');

/** A file that calls itself MP4 but whose boxes do not add up. */
export class Mp4StructureError extends Error {}

/**
 * An MP4 (or M4V) passed through unchanged except that its metadata boxes — `udta`, `meta` and
 * `uuid` at the top level and anywhere in `moov`, where phones record where a video was filmed —
 * become `free` boxes of the same size filled with zeros, which every player skips. Nothing moves, so the offsets
 * into the media stay right and the video plays as before; the media (`mdat`) streams through,
 * only `moov` (the index) is held while it is rewritten.
 */
export function mp4WithoutMetadata(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current top-level box still to pass through (Infinity: to the end). */
  let passing = 0;
  /** Whether those bytes are a metadata box's contents, which go out as zeros. */
  let blanking = false;

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      try {
        for (;;) {
          if (passing > 0) {
            const take = Math.min(passing, pending.length);
            if (take === 0) break;
            this.push(blanking ? Buffer.alloc(take) : pending.subarray(0, take));
            pending = pending.subarray(take);
            passing -= take;
            continue;
          }
          const header = readHeader(pending, 0, Infinity);
          if (!header) break;
          if (header.type === 'moov') {
            if (header.size === Infinity || header.size > MAX_MOOV_BYTES) throw new Mp4StructureError('moov box too large');
            if (pending.length < header.size) break;
            const moov = Buffer.from(pending.subarray(0, header.size));
            scrub(moov, header.headerSize, header.size);
            this.push(moov);
            pending = pending.subarray(header.size);
            continue;
          }
          if (METADATA_BOXES.has(header.type)) {
            if (pending.length < header.headerSize) break;
            const renamed = Buffer.from(pending.subarray(0, header.headerSize));
            FREE.copy(renamed, 4);
            this.push(renamed);
            pending = pending.subarray(header.headerSize);
            passing = header.size - header.headerSize;
            blanking = true;
          } else {
            passing = header.size;
            blanking = false;
          }
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      // Whatever is left is a box that never completed: the file is cut short.
      if (pending.length > 0 || (passing > 0 && passing !== Infinity)) done(new Mp4StructureError('the MP4 file ends inside a box'));
      else done();
    },
  });
}

interface BoxHeader {
  type: string;
  size: number;
  headerSize: number;
  largeSize: boolean;
}

/** The box header at `offset`, or undefined when not all of it is there yet. */
function readHeader(buffer: Buffer, offset: number, limit: number): BoxHeader | undefined {
  if (buffer.length - offset < 8) return undefined;
  const size32 = buffer.readUInt32BE(offset);
  const type = buffer.toString('latin1', offset + 4, offset + 8);
  if (size32 === 1) {
    if (buffer.length - offset < 16) return undefined;
    const size = Number(buffer.readBigUInt64BE(offset + 8));
    if (size < 16) throw new Mp4StructureError(`box ${type} is shorter than its header`);
    return { type, size, headerSize: 16, largeSize: true };
  }
  // 0: the box runs to the end of the file (or of its parent).
  if (size32 === 0) return { type, size: limit, headerSize: 8, largeSize: false };
  if (size32 < 8) throw new Mp4StructureError(`box ${type} is shorter than its header`);
  return { type, size: size32, headerSize: 8, largeSize: false };
}

/** Renames metadata boxes between `start` and `end` of a whole moov box to `free`, in place. */
function scrub(moov: Buffer, start: number, end: number): void {
  let offset = start;
  while (offset < end) {
    const header = readHeader(moov, offset, end - offset);
    if (!header || offset + header.size > end) throw new Mp4StructureError('a box inside moov runs past its end');
    if (METADATA_BOXES.has(header.type)) {
      FREE.copy(moov, offset + 4);
      moov.fill(0, offset + header.headerSize, offset + header.size);
    }
    else if (CONTAINER_BOXES.has(header.type)) scrub(moov, offset + header.headerSize, offset + header.size);
    offset += header.size;
  }
}
