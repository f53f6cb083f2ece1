import { createFormatters } from '../formatters';

// Left-to-right isolates around a Latin currency sign (see formatters.ts) and bidi marks from Intl.
const visible = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '');
const FSI = '\u2068';
const PDI = '\u2069';

describe('createFormatters', () => {
  it('formats for English readers', () => {
    const format = createFormatters('en');
    expect(format.number(3200)).toBe('3,200');
    expect(visible(format.currency(250_000))).toBe('$250,000');
    expect(visible(format.currency(1_200_000, { compact: true }))).toBe('$1.2M');
    expect(visible(format.currency(50, { cents: true }))).toBe('$50.00');
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

  describe('currency', () => {
    it.each(['en', 'ar', 'ur'])('isolates the whole amount in %s, so a sentence around it cannot move its sign', (locale) => {
      const format = createFormatters(locale);
      for (const text of [format.currency(50), format.currency(3485.5, { cents: true }), format.currency(1_200_000, { compact: true })]) {
        expect(text.startsWith(FSI)).toBe(true);
        expect(text.endsWith(PDI)).toBe(true);
        // One isolate around the amount; the only others are the Latin sign's own (LRI … PDI).
        expect(text.slice(1, -1)).not.toMatch(/[\u2068]/);
      }
    });

    it('shows the sign where each language puts it: before the number in English and Urdu, after it in Arabic', () => {
      expect(createFormatters('en').currency(50)).toBe(`${FSI}$50${PDI}`);
      expect(createFormatters('ur').currency(50)).toBe(`${FSI}$50${PDI}`);
      expect(createFormatters('ur').currency(700)).toBe(`${FSI}$700${PDI}`);
      expect(createFormatters('en').currency(3485.5, { cents: true })).toBe(`${FSI}$3,485.50${PDI}`);
      expect(visible(createFormatters('ar').currency(50))).toMatch(/^(50|٥٠)\s+US\$$/);
    });

    it('uses one currency display per language, never the bare code', () => {
      for (const locale of ['en', 'ar', 'ur']) {
        const format = createFormatters(locale);
        const sign = visible(format.currency(20)).replace(/[\d\u0660-\u0669\u06F0-\u06F9\s.,]/g, '');
        expect([locale, sign]).toEqual([locale, locale === 'ar' ? 'US$' : '$']);
        expect(format.currency(20, { cents: true })).not.toMatch(/USD/);
      }
    });

    it('names another currency a card was charged in, and shows an unknown code as it came', () => {
      expect(visible(createFormatters('en').currency(230, { currency: 'eur', cents: true }))).toBe('€230.00');
      expect(visible(createFormatters('en').currency(12.5, { currency: 'not-a-code' }))).toBe('12.5 NOT-A-CODE');
    });
  });
});
