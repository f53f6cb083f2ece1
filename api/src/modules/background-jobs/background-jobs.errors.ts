import { defineErrors } from '../../errors/app-error';

export const BackgroundJobErrors = defineErrors('background-jobs', {
  FAILED_JOB_NOT_FOUND: { code: 'NOT_FOUND', message: 'There is no failed job with this id: it was retried already, or it is gone (failed jobs are kept 3 days).' },
});
