import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import './section.css';

/** The top of a public page other than home: its h1 (also the document title) and a lead. */
export function PageHero({ title, eyebrow, lead, children }: { title: string; eyebrow?: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <PageTitle title={title} />
      <div className="container page-hero__inner">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
