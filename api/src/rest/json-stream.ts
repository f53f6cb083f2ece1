import type { Response } from 'express';

/**
 * Writes a JSON array (optionally inside an object: `{"history": [...]}`) row by row as the rows
 * arrive, so a list of any length is answered in flat memory. A failure after the first byte can
 * no longer become an error answer: it is logged (with the request's id) and the connection is cut,
 * so the client sees a truncated body. A client that leaves stops the reading: the rows' source is
 * closed (its `finally` runs, its database reads stop) whenever this returns.
 */
export async function sendJsonArray(res: Response, rows: AsyncIterable<unknown>, field?: string): Promise<void> {
  const iterator = rows[Symbol.asyncIterator]();
  try {
    // The first row is read before anything is sent, so an early failure is still a proper error answer.
    let next = await iterator.next();
    res.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
    try {
      let first = true;
      await write(res, field ? `{${JSON.stringify(field)}:[` : '[');
      while (!next.done) {
        await write(res, (first ? '' : ',') + JSON.stringify(next.value));
        first = false;
        next = await iterator.next();
      }
      res.end(field ? ']}' : ']');
    } catch (error) {
      if (!(error instanceof ClientGone)) res.req.log.error({ err: error }, 'list failed after its first row');
      res.destroy();
    }
  } finally {
    await iterator.return?.();
  }
}

/** The client closed the connection; nothing is wrong on our side. */
export class ClientGone extends Error {}

/** Waits for the socket to drain when its buffer is full (a slow reader slows the database reads). */
export function write(res: Response, chunk: string): Promise<void> {
  // Closed already (the client left while a batch was loading): neither 'drain' nor 'close' will come.
  if (res.destroyed || res.writableEnded) return Promise.reject(new ClientGone());
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      res.off('drain', onDrain);
      res.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new ClientGone());
    };
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
