import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';

/** Element IDs (RFC 9559, Matroska; WebM is its subset), as written, marker bits included. */
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const CRC_32 = 0xbf;
const VOID = 0xec;
/**
 * Segment children that are all metadata: Tags (a writer's SimpleTag LOCATION, the recording's
 * people, dates and comments) and Attachments (cover pictures, fonts — files of any kind).
 */
const METADATA_ELEMENTS = new Set([0x1254c367, 0x1941a469]);
/** Info's children that name the file, the programs that wrote it (and often the device) and when. */
const INFO_METADATA = new Set([0x7ba9 /* Title */, 0x4d80 /* MuxingApp */, 0x5741 /* WritingApp */, 0x4461 /* DateUTC */]);
/**
 * Only these master elements may be of unknown size here: recorders write them that way because
 * they do not know how long the recording will be. Their children are walked in turn.
 */
const UNKNOWN_SIZE_ALLOWED = new Set([SEGMENT, CLUSTER]);
/** Info holds a few numbers and names: it is held while it is rewritten, so its size is capped. */
const MAX_INFO_BYTES = 1024 * 1024;

/** A file that calls itself WebM but whose elements do not add up. */
export class WebmStructureError extends Error {}

interface ElementHeader {
  id: number;
  headerSize: number;
  /** Undefined: unknown size (all ones), running to the end of its parent. */
  dataSize: number | undefined;
}

/**
 * A WebM (Matroska) passed through unchanged except for its metadata: Tags and Attachments, and
 * Info's Title, MuxingApp, WritingApp and DateUTC, each become a Void element of exactly the same
 * size filled with zeros, which every player skips. Nothing moves, so the SeekHead's and the Cues'
 * offsets stay right and the video plays as before; frames stream through, only Info is held while
 * it is rewritten (and its CRC-32, if it has one, recomputed). The walk descends into the Segment
 * and into unknown-size Clusters and steps over every other element by its size, so the work is
 * one pass over the bytes; anything that does not add up is refused (WebmStructureError).
 */
export function webmWithoutMetadata(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current element still to pass through. */
  let passing = 0;
  /** Whether those bytes are a blanked element's contents, which go out as zeros. */
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
          const header = readHeader(pending, 0);
          if (!header) break;
          const { id, headerSize, dataSize } = header;
          if (dataSize === undefined && !UNKNOWN_SIZE_ALLOWED.has(id)) throw new WebmStructureError(`element 0x${id.toString(16)} has an unknown size`);
          if (id === SEGMENT || dataSize === undefined) {
            // Walk into it: its children follow, and an unknown-size Cluster ends where the next
            // Segment child begins, which this same walk then meets.
            this.push(pending.subarray(0, headerSize));
            pending = pending.subarray(headerSize);
            continue;
          }
          const total = headerSize + dataSize;
          if (METADATA_ELEMENTS.has(id)) {
            const blank = voidHeader(total);
            if (blank.length > headerSize) throw new WebmStructureError('a metadata element is too small to blank');
            this.push(Buffer.concat([blank, Buffer.alloc(headerSize - blank.length)]));
            pending = pending.subarray(headerSize);
            passing = dataSize;
            blanking = true;
          } else if (id === INFO) {
            if (total > MAX_INFO_BYTES) throw new WebmStructureError('the Info element is too large');
            if (pending.length < total) break;
            const info = Buffer.from(pending.subarray(0, total));
            scrubInfo(info, headerSize);
            this.push(info);
            pending = pending.subarray(total);
          } else {
            passing = total;
            blanking = false;
          }
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      // Whatever is left is an element that never completed: the file is cut short.
      if (pending.length > 0 || passing > 0) done(new WebmStructureError('the WebM file ends inside an element'));
      else done();
    },
  });
}

/** How many bytes a variable-size integer (EBML VINT) takes, from its first byte: 1 to 8, 0 if invalid. */
function vintLength(first: number): number {
  return first === 0 ? 0 : Math.clz32(first) - 23;
}

/** The element header at `offset`, or undefined when not all of it is there yet. */
function readHeader(buffer: Buffer, offset: number): ElementHeader | undefined {
  if (buffer.length - offset < 1) return undefined;
  const idLength = vintLength(buffer[offset]!);
  if (idLength === 0 || idLength > 4) throw new WebmStructureError('an element ID is not 1 to 4 bytes long');
  if (buffer.length - offset < idLength + 1) return undefined;
  const sizeFirst = buffer[offset + idLength]!;
  const sizeLength = vintLength(sizeFirst);
  if (sizeLength === 0) throw new WebmStructureError('an element size is longer than 8 bytes');
  if (buffer.length - offset < idLength + sizeLength) return undefined;
  let id = 0;
  for (let at = 0; at < idLength; at++) id = id * 256 + buffer[offset + at]!;
  const mask = 0xff >> sizeLength;
  let size = sizeFirst & mask;
  let unknown = size === mask;
  for (let at = 1; at < sizeLength; at++) {
    const byte = buffer[offset + idLength + at]!;
    unknown &&= byte === 0xff;
    size = size * 256 + byte;
  }
  if (!unknown && size > Number.MAX_SAFE_INTEGER) throw new WebmStructureError('an element size is too large');
  return { id, headerSize: idLength + sizeLength, dataSize: unknown ? undefined : size };
}

/** The header of a Void element `total` bytes long (header included): its ID and the shortest size that fits. */
function voidHeader(total: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    const dataSize = total - 1 - length;
    if (dataSize < 0) break;
    if (dataSize > 2 ** (7 * length) - 2) continue;
    const header = Buffer.alloc(1 + length);
    header[0] = VOID;
    let rest = dataSize;
    for (let at = length; at >= 1; at--) {
      header[at] = rest % 256;
      rest = Math.floor(rest / 256);
    }
    header[1] = header[1]! | (0x80 >> (length - 1));
    return header;
  }
  throw new WebmStructureError(`no Void element is ${total} bytes long`);
}

/** Turns Info's metadata children into Void elements, in place; its CRC-32 (first child, if any) is recomputed. */
function scrubInfo(info: Buffer, start: number): void {
  let offset = start;
  let crcAt: number | undefined;
  let changed = false;
  while (offset < info.length) {
    const header = readHeader(info, offset);
    if (!header || header.dataSize === undefined || offset + header.headerSize + header.dataSize > info.length) {
      throw new WebmStructureError('an element inside Info runs past its end');
    }
    const total = header.headerSize + header.dataSize;
    if (header.id === CRC_32 && offset === start && header.dataSize === 4) crcAt = offset + header.headerSize;
    if (INFO_METADATA.has(header.id)) {
      const blank = voidHeader(total);
      blank.copy(info, offset);
      info.fill(0, offset + blank.length, offset + total);
      changed = true;
    }
    offset += total;
  }
  // The CRC-32 covers the rest of Info's data, little-endian (RFC 8794 §11.3.1).
  if (changed && crcAt !== undefined) info.writeUInt32LE(crc32(info.subarray(crcAt + 4)), crcAt);
}
