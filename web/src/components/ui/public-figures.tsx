import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { nothingGivenYet, usePublicFigures } from '../../lib/figures/use-public-figures';
import { useFormatters } from '../../lib/i18n/formatters';
import { StatList } from './stat-list';
import './public-figures.css';

/**
 * The home and community pages' figures, counted from the books (issue 18): journeys funded,
 * dollars given, donors and the seekers' countries, in the reader's locale. Before anyone has
 * given, it says so instead of a row of zeros; while counting, and if the count cannot be had,
 * it shows no number at all rather than an invented one.
 */
export function PublicFiguresList({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  const format = useFormatters();
  const state = usePublicFigures();

  if (state.status !== 'ready') {
    return (
      <p className="public-figures__note" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? t`Counting what our donors have given…` : t`Our figures could not be counted just now.`}
      </p>
    );
  }
  const { figures } = state;
  const { journeysFunded, donors, countries } = figures;
  if (nothingGivenYet(figures)) {
    return <p className="public-figures__note">{t`Sabil has only just begun: no journey has been funded yet. Yours could be the first gift.`}</p>;
  }
  return (
    <StatList
      tone={tone}
      stats={[
        // Each label agrees with its number (1 Country, 2 Countries; ar and ur have their own forms).
        { value: format.number(journeysFunded), label: plural(journeysFunded, { one: 'Journey funded', other: 'Journeys funded' }) },
        { value: format.currency(figures.dollarsGiven, { compact: figures.dollarsGiven >= 100_000 }), label: t`Given to pilgrims` },
        { value: format.number(donors), label: plural(donors, { one: 'Donor', other: 'Donors' }) },
        { value: format.number(countries), label: plural(countries, { one: 'Country our pilgrims come from', other: 'Countries our pilgrims come from' }) },
      ]}
    />
  );
}
