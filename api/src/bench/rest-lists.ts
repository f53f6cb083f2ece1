/**
 * `GET /application/all` answers every row (SPEC §7), streamed from the database 500 at a time, and
 * the admins' CSV exports (`GET /admin/exports/*.csv`) 100 at a time: their memory should not grow
 * with the table. Each size is read twice, by a client in the API's own
 * process that only counts bytes as they arrive: once for speed, once for memory — every 25 ms a full
 * collection (node --expose-gc), then heap + array buffers; the figure is the highest of those live
 * sizes above the level before the request. Without the collections a peak would mostly measure how
 * much garbage piled up before V8 chose to collect it (and the collections slow the reading down).
 */
/** A streamed answer: its path, and a text that appears once in each row (a JSON key, a CSV line end). */
export interface StreamedList {
  path: string;
  rowMarker: string;
}

export const APPLICATIONS_LIST: StreamedList = { path: '/application/all', rowMarker: '"_id"' };
export const AUDIT_EXPORT: StreamedList = { path: '/admin/exports/audit-events.csv', rowMarker: '\r\n' };

export interface StreamedListFigure {
  path: string;
  rows: number;
  megabytes: number;
  seconds: number;
  livePeakMegabytes: number;
}

const inUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

export async function measureStreamedList(apiPort: number, adminToken: string, list: StreamedList = APPLICATIONS_LIST): Promise<StreamedListFigure> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench does)');

  const started = performance.now();
  const { rows, bytes } = await readList(apiPort, adminToken, list);
  const seconds = (performance.now() - started) / 1000;

  gc();
  const baseline = inUse();
  let peak = baseline;
  const sampler = setInterval(() => {
    gc();
    peak = Math.max(peak, inUse());
  }, 25);
  try {
    await readList(apiPort, adminToken, list);
  } finally {
    clearInterval(sampler);
  }
  return { path: list.path, rows, megabytes: bytes / 2 ** 20, seconds, livePeakMegabytes: (peak - baseline) / 2 ** 20 };
}

async function readList(apiPort: number, adminToken: string, list: StreamedList): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(`http://127.0.0.1:${apiPort}${list.path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!response.ok || !response.body) throw new Error(`GET ${list.path} answered ${response.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let rows = 0;
  let tail = '';
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    // Each row carries its marker once; the marker's length less one character carries over, so a
    // marker split across two chunks is counted once (a whole one cannot fit in the carried part).
    const text = tail + decoder.decode(chunk, { stream: true });
    rows += text.split(list.rowMarker).length - 1;
    tail = text.slice(-(list.rowMarker.length - 1));
  }
  return { rows, bytes };
}

export function streamedListLine(figure: StreamedListFigure): string {
  return `GET ${figure.path}, ${figure.rows.toLocaleString('en')} rows: ${figure.megabytes.toFixed(1)} MB in ${figure.seconds.toFixed(2)} s; API live memory peak +${figure.livePeakMegabytes.toFixed(1)} MB`;
}
