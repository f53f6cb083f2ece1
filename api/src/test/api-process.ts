import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** src/main.ts's runner: TypeScript transpiled per file, as ts-jest does (see api-process-runner.cjs). */
const RUNNER = path.join(__dirname, 'api-process-runner.cjs');
const API = path.resolve(__dirname, '../..');

/** The project's Node (24, STACK.md) when it ships one, else the one running the tests. */
function nodeBinary(): string {
  const shipped = path.resolve(API, '../node_modules/.bin/node');
  return fs.existsSync(shipped) ? shipped : process.execPath;
}

export interface RunningApi {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  /** Sends `signal` (unless it has exited) and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts src/main.ts in a child process, as `npm start` runs the built API, with only `env` (and
 * PATH) for its environment; resolves once it logs that it listens. For tests that kill it
 * (SIGKILL) and start another on the same data.
 */
export function startApiProcess(env: Record<string, string>): Promise<RunningApi> {
  const child = spawn(nodeBinary(), ['--no-experimental-strip-types', RUNNER], {
    cwd: API,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api: RunningApi = {
    child,
    url: '',
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      buffered += text;
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        try {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          if (entry.msg === 'api listening') {
            api.url = `http://127.0.0.1:${entry.port}`;
            resolve(api);
          }
        } catch {
          // not a log line
        }
      }
    });
    void exited.then(() => reject(new Error(`the API exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}`)));
  });
}
