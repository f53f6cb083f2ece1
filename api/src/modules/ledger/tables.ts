// The tables this module owns: none. The ledger is read from donations', payouts', applications'
// and journeys' read models (their index.ts), never from their tables.
export const TABLES = [] as const;
