import { useId, type ReactNode } from 'react';
import './form.css';

/** A titled part of a long form (a region named by its heading), its fields on a two-column grid that folds to one on a phone. */
export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="form-section" aria-labelledby={id}>
      <h3 id={id} className="form-section__title">
        {title}
      </h3>
      {intro ? <p className="form-section__intro">{intro}</p> : null}
      <div className="form-section__grid">{children}</div>
    </section>
  );
}
