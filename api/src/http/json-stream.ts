import type { Response } from 'express';

/**
 * Writes a JSON array (optionally inside an object: `{"history": [...]}`) row by row as the rows
 * arrive, so a list of any length is answered in flat memory. A failure after the first byte can
 * no longer become an error answer: the connection is cut, and the client sees a truncated body.
 */
export async function sendJsonArray(res: Response, rows: AsyncIterable<unknown>, field?: string): Promise<void> {
  const iterator = rows[Symbol.asyncIterator]();
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
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** Waits for the socket to drain when its buffer is full (a slow reader slows the database reads). */
function write(res: Response, chunk: string): Promise<void> {
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
      reject(new Error('client went away'));
    };
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
