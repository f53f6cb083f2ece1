import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n/i18n';
import { renderAt } from '../../../test/render-app';
import { PublicFiguresList } from '../public-figures';

/** The public pages' figures are the books' (issue 18): counted, honest before any gift, never invented. */
describe('PublicFiguresList', () => {
  const originalFetch = globalThis.fetch;
  let fetch: jest.Mock;
  const answer = (figures: object) => fetch.mockResolvedValue({ json: async () => ({ data: { publicFigures: figures } }) });

  beforeEach(() => {
    fetch = jest.fn();
    globalThis.fetch = fetch;
  });
  afterEach(async () => {
    globalThis.fetch = originalFetch;
    await act(() => i18n.activate('en'));
  });

  it('shows the counted figures in the reader\'s locale, exact rather than "or more"', async () => {
    answer({ journeysFunded: 3, dollarsGiven: 4250.5, donors: 17, countries: 2 });
    renderAt('/', <PublicFiguresList />);
    expect(screen.getByText('Counting what our donors have given…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Journeys funded')).toBeInTheDocument();
    const values = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(values).toEqual(['3Journeys funded', '\u2068$4,251\u2069Given to pilgrims', '17Donors', '2Countries our pilgrims come from']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetch.mock.calls[0][1].body).query).toContain('publicFigures');
  });

  it('gives each label the form its number takes in English: 1 Country, 2 Countries (issue 28)', async () => {
    answer({ journeysFunded: 1, dollarsGiven: 40, donors: 1, countries: 1 });
    renderAt('/', <PublicFiguresList />);
    expect(await screen.findByText('Journey funded')).toBeInTheDocument();
    const values = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(values).toEqual(['1Journey funded', '\u2068$40\u2069Given to pilgrims', '1Donor', '1Country our pilgrims come from']);
  });

  // Arabic and Urdu say "the number of …" under each figure, which reads right for every count:
  // 0, 1, 2, 3–10 and 11+ (Arabic's zero, one, two, few, many and other).
  it.each([
    ['ar', 'عدد البلدان التي يأتي منها حجاجنا ومعتمرونا', 'عدد المتبرعين'],
    ['ur', 'ممالک کی تعداد جہاں سے ہمارے حجاج و معتمرین آتے ہیں', 'عطیہ دہندگان کی تعداد'],
  ] as const)('in %s, labels that read right for 0, 1, 2, 3–10 and 11+', async (locale, countriesLabel, donorsLabel) => {
    await act(() => activateLocale(locale));
    for (const count of [1, 2, 5, 11, 100]) {
      answer({ journeysFunded: count, dollarsGiven: 40, donors: count, countries: count === 1 ? 0 : count });
      const { unmount } = renderAt('/', <PublicFiguresList />);
      expect(await screen.findByText(donorsLabel)).toBeInTheDocument();
      expect(screen.getByText(countriesLabel)).toBeInTheDocument();
      unmount();
    }
  });

  it('says nobody has given yet instead of a row of zeros', async () => {
    answer({ journeysFunded: 0, dollarsGiven: 0, donors: 0, countries: 0 });
    renderAt('/', <PublicFiguresList />);
    expect(await screen.findByText(/no journey has been funded yet/)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('shows no number at all when the count cannot be had', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/', <PublicFiguresList />);
    expect(await screen.findByText('Our figures could not be counted just now.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
