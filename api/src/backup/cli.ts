import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config/config';
import { createBackup, defaultArchiveName } from './backup';
import { BackupRefusal, UsageError } from './backup-errors';
import { restoreBackup } from './restore';

/**
 * `npm run backup [-- --out <file>]` and `npm run restore -- <archive> [--force]` (docs/running.md
 * "Backup and restore"). The same environment as the API's (DATABASE_URL, MIGRATION_DATABASE_URL,
 * DATA_DIR, S3_*, JWT_SECRET), read by the same loadConfig. Exit codes: 0 done, 1 refused or
 * failed (the reason on stderr), 2 a wrong command line.
 */
const USAGE = `usage:
  npm run backup [-- --out <file>]          the database and the uploads into one .tar.gz
  npm run restore -- <archive> [--force]    into an empty database and a fresh DATA_DIR (or bucket);
                                            --force replaces what they hold`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where relative paths on the command line start: the directory npm was run from. */
  cwd: string;
}

export interface ParsedCommand {
  command: 'backup' | 'restore';
  file?: string;
  force: boolean;
}

export function parseArguments(args: readonly string[]): ParsedCommand {
  const [command, ...rest] = args;
  if (command !== 'backup' && command !== 'restore') throw new UsageError(`unknown command "${command ?? ''}"`);
  let file: string | undefined;
  let force = false;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (command === 'backup' && (arg === '--out' || arg === '-o')) {
      file = rest[i + 1];
      if (!file) throw new UsageError('--out needs a file name');
      i += 1;
    } else if (command === 'backup' && arg.startsWith('--out=')) file = arg.slice('--out='.length);
    else if (command === 'restore' && arg === '--force') force = true;
    else if (command === 'restore' && !arg.startsWith('-') && file === undefined) file = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (command === 'restore' && !file) throw new UsageError('restore needs the archive to restore: npm run restore -- <archive>');
  return { command, file, force };
}

/** Runs one command; the process's exit code. */
export async function runCli(args: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let parsed: ParsedCommand;
  try {
    parsed = parseArguments(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`configuration: ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    if (parsed.command === 'backup') {
      const out = path.resolve(io.cwd, parsed.file ?? defaultArchiveName());
      const result = await createBackup(config, out, io.out);
      const { database, uploads } = result.manifest;
      io.out(
        `done: ${result.file}, ${result.bytes} bytes in ${result.milliseconds} ms — ${database.kind} database at migration ${database.migrations.last ?? 'none'}, ${uploads.files} files (${uploads.bytes} bytes); the JWT secret is not in it (keep JWT_SECRET, or DATA_DIR/jwt-secret, apart)`,
      );
    } else {
      const result = await restoreBackup(config, path.resolve(io.cwd, parsed.file!), { force: parsed.force }, io.out);
      io.out(`done in ${result.milliseconds} ms: the API will start on it with nothing to migrate (migration ${result.migrations.last ?? 'none'})`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal) {
      io.err(`${parsed.command} refused: ${error.message.replace(/^restore refused: /, '')}`);
      return 1;
    }
    io.err(`${parsed.command} failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}

/**
 * `npm run backup` from the repository runs this in api/ (the workspace): DATA_DIR's default is then
 * the repository's data/, as for `npm start` (scripts/start.mjs), not api/data.
 */
function environment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const root = env.npm_config_local_prefix;
  if (env.DATA_DIR?.trim() || !root || path.resolve(root) === process.cwd()) return env;
  return { ...env, DATA_DIR: path.join(root, 'data') };
}

if (require.main === module) {
  // Until the command has finished: a promise left pending must not end the process with 0.
  process.exitCode = 1;
  runCli(process.argv.slice(2), environment(process.env), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    cwd: process.env.INIT_CWD ?? process.cwd(),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
