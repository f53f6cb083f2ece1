import { createFormatters } from '../formatters';

// Left-to-right isolates around a Latin currency sign (see formatters.ts) and bidi marks from Intl.
const visible = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '');

describe('createFormatters', () => {
  it('formats for English readers', () => {
    const format = createFormatters('en');
    expect(format.number(3200)).toBe('3,200');
    expect(format.currency(250_000)).toBe('$250,000');
    expect(format.currency(1_200_000, { compact: true })).toBe('$1.2M');
    expect(format.currency(50, { cents: true })).toBe('$50.00');
    expect(format.date('2026-03-05T12:00:00Z')).toBe('March 5, 2026');
    expect(format.year(new Date('2026-06-01T00:00:00Z'))).toBe('2026');
  });

  it('formats for Arabic readers in Arabic words, and keeps "US$" in reading order', () => {
    const format = createFormatters('ar');
    expect(visible(format.currency(1_200_000, { compact: true }))).toMatch(/مليون/);
    expect(format.currency(250_000)).toContain('\u2066US$\u2069');
    expect(format.date('2026-03-05T12:00:00Z')).toMatch(/مارس/);
  });

  it('formats for Urdu readers, with South Asian grouping for large compact amounts', () => {
    const format = createFormatters('ur');
    expect(visible(format.currency(1_200_000, { compact: true }))).toMatch(/لاکھ/);
    expect(format.date('2026-03-05T12:00:00Z')).toMatch(/مارچ/);
  });
});
