// The tables this module owns: only its own code names them in SQL (lint: sabil-modules/own-tables-only).
// Other modules read them through what this module exports from index.ts.
export const TABLES = ['checkout', 'donation', 'donation_refund', 'donation_tally', 'donation_total', 'payment_event'] as const;
