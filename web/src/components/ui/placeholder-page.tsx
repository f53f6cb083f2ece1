import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A screen that a later issue fills in: its heading (and anything already known) for now. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page container">
      <PageTitle title={title} />
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
