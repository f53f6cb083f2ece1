import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import './auth-layout.css';

/** The card every sign-in and registration screen sits in. */
export function AuthLayout({ title, intro, children, footer }: { title: string; intro: string; children: ReactNode; footer: ReactNode }) {
  return (
    <section className="auth">
      <PageTitle title={title} />
      <div className="auth__card">
        <h1 className="auth__title">{title}</h1>
        <p className="auth__intro">{intro}</p>
        {children}
        <p className="auth__switch">{footer}</p>
      </div>
    </section>
  );
}
