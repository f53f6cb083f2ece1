import { defineErrors } from '../../errors/app-error';

export const LedgerErrors = defineErrors('ledger', {
  LEDGER_JOURNEY_NOT_FOUND: { code: 'NOT_FOUND', message: 'There is no journey for this application: only approved applications have a ledger.' },
});
