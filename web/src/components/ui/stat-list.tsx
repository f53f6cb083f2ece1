import { useLingui } from '@lingui/react/macro';
import './section.css';

export interface Stat {
  /** Already formatted for the reader's locale (useFormatters). */
  value: string;
  label: string;
  /** Marketing figures are floors: "3,200+", "أكثر من 3,200", "3,200 سے زائد". */
  orMore?: boolean;
}

// Stands in for the figure while translating "{value}+", so the words around it can be set smaller.
const FIGURE = '\u2063';

/** Figures in a row: each a large value over a short label, read together as one list item. */
export function StatList({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  const value = FIGURE;
  const [before = '', after = ''] = t({
    message: `${value}+`,
    comment: 'A marketing figure that is at least this much, e.g. 3,200+ or $1.2M+',
  }).split(FIGURE);
  return (
    <ul className={`stat-list stat-list--${tone}`}>
      {stats.map((stat) => (
        <li key={stat.label} className="stat">
          <span className="stat__value">
            {stat.orMore && before.trim() ? <span className="stat__qualifier">{before}</span> : null}
            <bdi className="stat__figure">{stat.value}</bdi>
            {stat.orMore && after.trim() ? <span className="stat__qualifier">{after}</span> : null}
          </span>
          <span className="stat__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
