/**
 * `GET /application/all` answers every row (SPEC §7), streamed from the database 500 at a time: its
 * memory should not grow with the table. Each size is read twice, by a client in the API's own
 * process that only counts bytes as they arrive: once for speed, once for memory — every 25 ms a full
 * collection (node --expose-gc), then heap + array buffers; the figure is the highest of those live
 * sizes above the level before the request. Without the collections a peak would mostly measure how
 * much garbage piled up before V8 chose to collect it (and the collections slow the reading down).
 */
export interface StreamedListFigure {
  rows: number;
  megabytes: number;
  seconds: number;
  livePeakMegabytes: number;
}

const inUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

export async function measureStreamedList(apiPort: number, adminToken: string): Promise<StreamedListFigure> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc (npm run bench does)');

  const started = performance.now();
  const { rows, bytes } = await readList(apiPort, adminToken);
  const seconds = (performance.now() - started) / 1000;

  gc();
  const baseline = inUse();
  let peak = baseline;
  const sampler = setInterval(() => {
    gc();
    peak = Math.max(peak, inUse());
  }, 25);
  try {
    await readList(apiPort, adminToken);
  } finally {
    clearInterval(sampler);
  }
  return { rows, megabytes: bytes / 2 ** 20, seconds, livePeakMegabytes: (peak - baseline) / 2 ** 20 };
}

async function readList(apiPort: number, adminToken: string): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/application/all`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!response.ok || !response.body) throw new Error(`GET /application/all answered ${response.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let rows = 0;
  let tail = '';
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    // Each row carries one "_id"; the last 4 characters carry over, so a key split across two
    // chunks is counted once (a whole 5-character key cannot fit in them).
    const text = tail + decoder.decode(chunk, { stream: true });
    rows += text.split('"_id"').length - 1;
    tail = text.slice(-4);
  }
  return { rows, bytes };
}

export function streamedListLine(figure: StreamedListFigure): string {
  return `GET /application/all, ${figure.rows.toLocaleString('en')} rows: ${figure.megabytes.toFixed(1)} MB in ${figure.seconds.toFixed(2)} s; API live memory peak +${figure.livePeakMegabytes.toFixed(1)} MB`;
}
