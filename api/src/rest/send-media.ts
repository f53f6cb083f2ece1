import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../storage/file-storage';

export interface MediaToSend {
  type: string;
  size: number;
  /** A strong validator (quoted): the same bytes always have the same one. */
  etag: string;
  cacheControl: string;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * Sends stored media the way browsers expect of a media server: its own type with `nosniff`, a
 * validator (`If-None-Match` → 304), and byte ranges (`Range` → 206, or 416 outside the file;
 * `If-Range` with another validator → the whole file), so a video can seek without downloading
 * what it skips. A list of several ranges is answered with the whole file, as RFC 9110 allows.
 */
export async function sendMedia(req: Request, res: Response, media: MediaToSend): Promise<void> {
  res.setHeader('Content-Type', media.type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', 'inline');
  // Nothing in it may run, even opened on its own (a picture, a video: there is no script to allow).
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
  // The web app (another origin) shows it in <img> and <video>.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', media.etag);
  res.setHeader('Cache-Control', media.cacheControl);
  // express compares If-None-Match with the ETag set above.
  if (req.fresh) {
    res.status(304).end();
    return;
  }

  let range: ByteRange | undefined;
  const header = req.headers.range;
  const ifRange = req.headers['if-range'];
  if (header && (ifRange === undefined || ifRange === media.etag)) {
    const ranges = rangeParser(media.size, header, { combine: true });
    if (ranges === -1) {
      res.setHeader('Content-Range', `bytes */${media.size}`);
      // A refusal, not the media: no validator, and kept by no cache.
      res.removeHeader('ETag');
      res.setHeader('Cache-Control', 'no-store');
      // JSON, not the media's type set above (a client would read this sentence as a video).
      // end(), not json(): express would add a validator of its own to the sentence.
      res.status(416).type('application/json').end(JSON.stringify({ message: `The range is outside the file (${media.size} bytes)` }));
      return;
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) range = ranges[0];
  }

  const length = range ? range.end - range.start + 1 : media.size;
  res.setHeader('Content-Length', String(length));
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${media.size}`);
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  let stream: Readable;
  try {
    stream = await media.open(range);
  } catch (error) {
    // The error answer must not go out as media: no validator, no caching, no range.
    for (const name of ['Content-Type', 'Content-Length', 'Content-Range', 'Content-Disposition', 'Accept-Ranges', 'ETag']) res.removeHeader(name);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200);
    throw error;
  }
  // pipeline, not pipe: a read error mid-way (or a viewer who seeks away) ends this response, not the process.
  await pipeline(stream, res).catch(() => res.destroy());
}
