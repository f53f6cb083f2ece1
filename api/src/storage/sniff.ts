import { PassThrough, type Readable } from 'node:stream';

/**
 * A MIME type as `file-type` names it (`image/jpeg`, `video/mp4`, `image/heic`, `video/matroska`…).
 * Which types are acceptable is the caller's decision (ID documents, story media).
 */
export type SniffedType = string;

/** How much of the head `file-type` gets: its own "reasonable detection size". */
export const SNIFF_HEAD_BYTES = 4100;

type FileTypeModule = typeof import('file-type');
let fileTypeModule: Promise<FileTypeModule> | undefined;

/**
 * `file-type` is ESM-only and this API is CommonJS. With `module: nodenext` tsc keeps this `import()`
 * as a real dynamic import in the CommonJS output, so Node loads the ES module natively (no reliance
 * on require(esm)); under Jest the same `import()` goes through Jest's ESM loader, which needs
 * `--experimental-vm-modules` (the api test script sets it). Loaded once, on first use.
 */
function loadFileType(): Promise<FileTypeModule> {
  fileTypeModule ??= import('file-type').catch((error: unknown) => {
    fileTypeModule = undefined;
    throw error;
  });
  return fileTypeModule;
}

/** The MIME type of a file's first bytes, or undefined when `file-type` does not recognise them. */
export async function sniffBuffer(head: Uint8Array): Promise<SniffedType | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  try {
    return (await fileTypeFromBuffer(head.subarray(0, SNIFF_HEAD_BYTES)))?.mime;
  } catch {
    // Malformed bytes that trip a detector are simply not a type we know.
    return undefined;
  }
}

/**
 * Reads just enough of a stream to know its type (the first {@link SNIFF_HEAD_BYTES} bytes, or the
 * whole stream when it is shorter), then hands back a stream that still yields every byte, piped
 * from `source` (so a caller refusing the type can `source.unpipe(stream)`). `type` is judged by the
 * bytes only, never by a name or the browser's claim; it is undefined for anything unrecognised
 * (SVG, HTML, plain text, an empty file…). Rejects when `source` fails before the head is read.
 */
export async function sniff(source: Readable): Promise<{ type: SniffedType | undefined; stream: PassThrough }> {
  // Start loading the library while the first bytes arrive (a no-op after the first call); a
  // failure to load surfaces from sniffBuffer below.
  loadFileType().catch(() => undefined);
  const { head, ended } = await readHead(source, SNIFF_HEAD_BYTES);

  // While file-type looks at the head the source stays paused; an error meanwhile is kept, not thrown
  // as an unhandled 'error' event.
  let failure: { error: Error } | undefined;
  const onEarlyError = (error: Error) => {
    failure ??= { error };
  };
  if (!ended) source.on('error', onEarlyError);
  let type: SniffedType | undefined;
  try {
    type = await sniffBuffer(head);
  } finally {
    source.off('error', onEarlyError);
  }
  if (failure) throw failure.error;

  const stream = new PassThrough();
  if (head.length > 0) stream.write(head);
  if (ended) stream.end();
  else {
    source.once('error', (error) => stream.destroy(error));
    source.pipe(stream);
  }
  return { type, stream };
}

/** Collects chunks until `bytes` have arrived or the stream ends, and leaves the stream paused. */
function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const detach = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
    };
    const finish = (ended: boolean) => {
      detach();
      if (!ended) source.pause();
      resolve({ head: Buffer.concat(chunks, length), ended });
    };
    function onData(chunk: Buffer | string) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= bytes) finish(false);
    }
    function onEnd() {
      finish(true);
    }
    function onError(error: Error) {
      detach();
      reject(error);
    }
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
  });
}
