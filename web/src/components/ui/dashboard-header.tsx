import type { ReactNode } from 'react';
import './dashboard-header.css';

/**
 * A signed-in area's heading: its title and one line on what it is for, and whatever follows them
 * (a link back). The admin and donor dashboards and the admin's security page share it, so its
 * styles are here and not in one of their sheets (issue 29).
 */
export function DashboardHeader({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <header className="dashboard-header">
      <h1 className="page__title">{title}</h1>
      <p className="dashboard-header__lead">{lead}</p>
      {children}
    </header>
  );
}
