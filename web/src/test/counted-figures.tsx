import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderAt } from './render-app';

/**
 * Issue 28: nothing on a public page that the product cannot show. `page` is rendered with the API's
 * figures (publicFigures) answered as FIGURES; its counted figures must be exactly those, and every
 * number in its text one of them or of `alsoAllowed` (the home page's step numbers, SPEC's stated
 * review time); SPEC's invented figures and unbacked claims must be gone.
 */
export const FIGURES = { journeysFunded: 1, dollarsGiven: 145, donors: 3, countries: 1 };
const UNBACKED = [/100\s*%/, /bank-level/i, /full transparency/i, /120/, /250,000/, /\b18\b/, /many countries/i, /\d\+/, /excellent/i];

export function describeCountedFiguresOnly(name: string, path: string, page: () => ReactNode, alsoAllowed: string[] = []) {
  describe(`${name}: counted figures only`, () => {
    const originalFetch = globalThis.fetch;
    beforeEach(() => {
      globalThis.fetch = jest.fn().mockResolvedValue({ json: async () => ({ data: { publicFigures: FIGURES } }) });
    });
    afterEach(async () => {
      globalThis.fetch = originalFetch;
      await act(() => i18n.activate('en'));
    });

    it('shows the API’s figures, no number that is not one of them, and no claim the product cannot show', async () => {
      renderAt(path, page());
      // Each label agrees with its number: 1 journey, 3 donors, 1 country.
      expect(await screen.findByText('Journey funded')).toBeInTheDocument();
      const figures = Array.from(document.querySelectorAll('li.stat'), (item) => item.textContent);
      expect(figures).toEqual(['1Journey funded', '\u2068$145\u2069Given to pilgrims', '3Donors', '1Country our pilgrims come from']);

      const text = document.body.textContent ?? '';
      const allowed = new Set(['1', '3', '145', ...alsoAllowed]);
      const numbers = text.match(/\d+(?:[.,-]\d+)*/g) ?? [];
      expect(numbers.filter((number) => !allowed.has(number))).toEqual([]);
      for (const claim of UNBACKED) expect([String(claim), claim.test(text)]).toEqual([String(claim), false]);
    });
  });
}
