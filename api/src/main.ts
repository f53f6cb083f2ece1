import 'reflect-metadata';
import { ConfigError, loadConfig, redactUrl } from './config/config';
import { loadOrCreateDevSecret } from './config/dev-secret';
import { openDatabase } from './db/data-source';
import { DataDirLockedError } from './db/pglite';
import { createApi } from './composition-root';
import { createLogger } from './logging/logger';
import { ENTITIES } from './modules/index';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`sabil api: configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const jwtSecret = config.jwtSecret ?? loadOrCreateDevSecret(config.dataDir);

  let db;
  try {
    db = await openDatabase({ entities: ENTITIES, url: config.databaseUrl, migrationUrl: config.migrationDatabaseUrl, dataDir: config.dataDir });
  } catch (error) {
    const reason = error instanceof DataDirLockedError ? error.message : `cannot open the database: ${(error as Error).message}`;
    process.stderr.write(`sabil api: ${reason}\n`);
    process.exit(1);
  }
  logger.info('database ready', {
    database: config.databaseUrl ? redactUrl(config.databaseUrl) : `embedded PGlite in ${config.dataDir}`,
    migrations: config.migrationDatabaseUrl ? redactUrl(config.migrationDatabaseUrl) : undefined,
  });
  if (config.nodeEnv === 'production' && !config.migrationDatabaseUrl) {
    logger.warn('DATABASE_URL owns the tables it serves: it could disable the audit trail\'s triggers. Set MIGRATION_DATABASE_URL (docs/running.md, "On a real PostgreSQL")');
  }

  const api = await createApi({ ...config, jwtSecret }, db, logger);
  const port = await api.listen(config.apiPort);
  logger.info('api listening', { port, graphql: `http://localhost:${port}/graphql`, webOrigin: config.webOrigin });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      // A process group often gets SIGTERM twice (from the terminal and from `npm start`);
      // only a second Ctrl-C means "stop waiting".
      if (signal === 'SIGINT') {
        logger.warn('second interrupt: exiting now');
        process.exit(1);
      }
      return;
    }
    stopping = true;
    logger.info('shutting down', { signal });
    try {
      await api.stop();
      await db.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error('shutdown failed', { error });
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`sabil api: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
