import './section.css';

export interface Stat {
  /** Already formatted for the reader's locale (useFormatters): an exact figure from the books, never a floor like "3,200+". */
  value: string;
  label: string;
}

/** Figures in a row: each a large value over a short label, read together as one list item. */
export function StatList({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <ul className={`stat-list stat-list--${tone}`}>
      {stats.map((stat) => (
        <li key={stat.label} className="stat">
          <span className="stat__value">
            <bdi className="stat__figure">{stat.value}</bdi>
          </span>
          <span className="stat__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
