import { z } from 'zod';
import { choice, dollars, requiredText } from './fields';
import { isCalendarDate } from './payouts';

/** The eight categories of At-Tawbah 9:60 (issue 31), as the API and the database spell them. */
export const ZAKAT_CATEGORIES = ['fuqara', 'masakin', 'amilin', 'muallafat_al_qulub', 'riqab', 'gharimin', 'fi_sabilillah', 'ibn_al_sabil'] as const;
export type ZakatCategoryValue = (typeof ZAKAT_CATEGORIES)[number];

export const MAX_ZAKAT_BASIS_LENGTH = 500;
/** Zakat is a fortieth of zakatable wealth at or above the nisab. */
export const ZAKAT_RATE = 0.025;
export const MAX_NISAB_DOLLARS = 100_000;

export const ZAKAT_ELIGIBILITY_LABELS = { category: 'Category', basis: 'Basis' };

/** An admin marks a journey zakat-eligible: its category of At-Tawbah 9:60 and the basis. */
export const zakatEligibilitySchema = z.object({
  category: choice(ZAKAT_CATEGORIES),
  basis: requiredText({ max: MAX_ZAKAT_BASIS_LENGTH }),
});

export type ZakatEligibilityInput = z.output<typeof zakatEligibilitySchema>;

export const NISAB_LABELS = { nisab: 'Nisab', setOn: 'Date set' };

/** The nisab in US dollars and the day it was set (the calculator's threshold). */
export const nisabSchema = z.object({
  nisab: dollars(MAX_NISAB_DOLLARS),
  setOn: requiredText().refine(isCalendarDate, { error: 'DATE_INVALID', abort: true }),
});

export type NisabInput = z.output<typeof nisabSchema>;

/** What the calculator adds up, in dollars (issue 31): nothing is sent or stored. */
export interface ZakatWealth {
  cash: number;
  gold: number;
  silver: number;
  investments: number;
  owedToYou: number;
  debtsDue: number;
}

/** Zakat due on `wealth` at `nisab` dollars: 2.5 % of the net when it reaches the nisab, else 0 (in cents, rounded up to a cent). */
export function zakatDue(wealth: ZakatWealth, nisab: number): { netCents: number; dueCents: number; belowNisab: boolean } {
  const cents = (value: number) => Math.round((Number.isFinite(value) && value > 0 ? value : 0) * 100);
  const netCents = cents(wealth.cash) + cents(wealth.gold) + cents(wealth.silver) + cents(wealth.investments) + cents(wealth.owedToYou) - cents(wealth.debtsDue);
  const belowNisab = netCents < Math.round(nisab * 100);
  return { netCents, dueCents: belowNisab ? 0 : Math.ceil(netCents * ZAKAT_RATE), belowNisab };
}
