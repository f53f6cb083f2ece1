import { useId, type ReactNode } from 'react';
import './section.css';

type Tone = 'plain' | 'tinted' | 'surface' | 'dark';

/**
 * A band of a public page: a region named by its own h2, an optional eyebrow and lead, then the
 * content. Public pages are stacks of these, so headings stay in order (h1 in the hero, h2 here,
 * h3 inside cards).
 */
export function Section({
  title,
  eyebrow,
  lead,
  tone = 'plain',
  centered = false,
  hideTitle = false,
  className,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  tone?: Tone;
  centered?: boolean;
  /** The heading still names the region for screen readers; the figures speak for themselves. */
  hideTitle?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  const classes = ['section', `section--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      <div className="container">
        <header className={['section__header', centered ? 'section__header--centered' : '', hideTitle ? 'visually-hidden' : ''].filter(Boolean).join(' ')}>
          {eyebrow ? <p className="section__eyebrow">{eyebrow}</p> : null}
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
          {lead ? <p className="section__lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/** A card with an icon, an h3 and a short text: values, reasons, steps. */
export function FeatureCard({ icon, title, children }: { icon?: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="card">
      {icon ? <span className="card__icon">{icon}</span> : null}
      <h3 className="card__title">{title}</h3>
      <p className="card__text">{children}</p>
    </li>
  );
}
