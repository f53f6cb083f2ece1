import { PassThrough, type Readable } from 'node:stream';

/** What a file really is, judged by its first bytes, never by its name or the browser's claim. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf' | 'image/webp' | 'image/gif' | 'video/mp4' | 'video/webm';

const SIGNATURES: { type: SniffedType; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'video/mp4', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
  { type: 'video/webm', test: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
];

const HEAD_BYTES = 16;

/**
 * Reads just enough of a stream to know its type, then hands back a stream that still yields
 * every byte. `type` is undefined for anything unrecognised (SVG, HTML, executables, text…).
 */
export function sniff(source: Readable): Promise<{ type: SniffedType | undefined; stream: PassThrough }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let ended = false;
    const onData = (chunk: Buffer | string) => {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= HEAD_BYTES) finish();
    };
    const onEnd = () => {
      ended = true;
      finish();
    };
    const onError = (error: Error) => {
      detach();
      reject(error);
    };
    const detach = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
    };
    function finish() {
      detach();
      source.pause();
      const head = Buffer.concat(chunks);
      const stream = new PassThrough();
      stream.write(head);
      if (ended) stream.end();
      else {
        source.once('error', (error) => stream.destroy(error));
        source.pipe(stream);
      }
      resolve({ type: SIGNATURES.find((s) => s.test(head))?.type, stream });
    }
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
  });
}
