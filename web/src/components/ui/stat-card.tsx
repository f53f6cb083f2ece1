import type { CSSProperties, ReactNode } from 'react';
import './stat-card.css';

/** One figure on a dashboard: what it counts, the figure, and a line about how it is moving. */
export function StatCard({
  label,
  value,
  trend,
  tone = 'primary',
  icon,
  testId,
}: {
  label: string;
  value: string;
  trend?: string;
  tone?: 'primary' | 'accent' | 'success' | 'neutral';
  icon?: ReactNode;
  testId?: string;
}) {
  // Characters drawn, not counting the invisible direction marks and isolates around a figure.
  const length = [...value.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')].length;
  return (
    <div className={`stat-card stat-card--${tone}`} data-testid={testId} style={{ '--stat-value-length': Math.max(length, 1) } as CSSProperties}>
      <div className="stat-card__head">
        <p className="stat-card__label">{label}</p>
        {icon ? <span className="stat-card__icon">{icon}</span> : null}
      </div>
      <p className="stat-card__value">
        <bdi>{value}</bdi>
      </p>
      {trend ? <p className="stat-card__trend">{trend}</p> : null}
    </div>
  );
}

/** A row of stat cards that wraps on narrow screens. */
export function StatCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="stat-cards" aria-label={label}>
      {children}
    </section>
  );
}
