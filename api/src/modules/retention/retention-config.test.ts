import { ConfigError, loadConfig } from '../../config/config';

describe('the retention settings', () => {
  it('default to 90 days for ID documents, 60 minutes of grace for files without a row, and an hourly round', () => {
    expect(loadConfig({}).retention).toEqual({ idDocumentDays: 90, orphanGraceMinutes: 60, intervalSeconds: 3600 });
  });

  it('read ID_DOCUMENT_RETENTION_DAYS, ORPHAN_FILE_GRACE_MINUTES and RETENTION_JOB_INTERVAL_SECONDS', () => {
    const env = { ID_DOCUMENT_RETENTION_DAYS: '30', ORPHAN_FILE_GRACE_MINUTES: '15', RETENTION_JOB_INTERVAL_SECONDS: '600' };
    expect(loadConfig(env).retention).toEqual({ idDocumentDays: 30, orphanGraceMinutes: 15, intervalSeconds: 600 });
  });

  it.each([
    ['ID_DOCUMENT_RETENTION_DAYS', '0', 'ID_DOCUMENT_RETENTION_DAYS must be a whole number from 1 to 36500 (got "0")'],
    ['ID_DOCUMENT_RETENTION_DAYS', 'ninety', 'ID_DOCUMENT_RETENTION_DAYS must be a whole number from 1 to 36500 (got "ninety")'],
    // Shorter than a slow upload: a file in flight could be taken for an orphan.
    ['ORPHAN_FILE_GRACE_MINUTES', '1', 'ORPHAN_FILE_GRACE_MINUTES must be a whole number from 5 to 10080 (got "1")'],
    ['RETENTION_JOB_INTERVAL_SECONDS', '1', 'RETENTION_JOB_INTERVAL_SECONDS must be a whole number from 10 to 604800 (got "1")'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });
});
