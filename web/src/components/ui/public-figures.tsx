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
  if (nothingGivenYet(figures)) {
    return <p className="public-figures__note">{t`Sabil has only just begun: no journey has been funded yet. Yours could be the first gift.`}</p>;
  }
  return (
    <StatList
      tone={tone}
      stats={[
        { value: format.number(figures.journeysFunded), label: t`Journeys funded` },
        { value: format.currency(figures.dollarsGiven, { compact: figures.dollarsGiven >= 100_000 }), label: t`Given to pilgrims` },
        { value: format.number(figures.donors), label: t`Donors` },
        { value: format.number(figures.countries), label: t`Countries our pilgrims come from` },
      ]}
    />
  );
}
