// This module owns no table: it reads through the other modules' index.ts.
export const TABLES = [] as const;
