// The tables this module owns: only its own code names them in SQL (lint: sabil-modules/own-tables-only).
// Other modules read them through what this module exports from index.ts.
export const TABLES = ['application', 'application_hold', 'zakat_setting'] as const;
