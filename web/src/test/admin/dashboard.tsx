import { screen, within } from '@testing-library/react';
import { AdminDashboardRoute } from '../../app/admin-dashboard-route';
import { createTestClient } from '../apollo-test-client';
import { renderAt } from '../render-app';
import { AMINA, BILAL, fakeApplicationsApi, OMAR } from './admin-fixtures';

/** What the admin dashboard's tests read: a stat card's figure and trend, a tab's badge, the open panel and a card in it. */
export const statValue = (testId: string) => screen.getByTestId(testId).querySelector('.stat-card__value')?.textContent;
export const statTrend = (testId: string) => screen.getByTestId(testId).querySelector('.stat-card__trend')?.textContent;
export const badge = (tab: string) => screen.getByTestId(`tab-count-${tab}`).textContent;
export const panel = () => screen.getByRole('tabpanel');
export const cardOf = (name: string) => within(panel()).getByRole('article', { name });

/** The dashboard as the route composes it (shell and domain panels), on a fake API with Amina, Omar and Bilal. */
export function renderDashboard(api = fakeApplicationsApi([AMINA, OMAR, BILAL])) {
  const test = createTestClient(api.handlers);
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  return { ...test, api };
}

/** Khadija, signed in as the admin. */
export function signInAdmin() {
  localStorage.setItem('adminToken', 'admin-token');
  localStorage.setItem('adminData', JSON.stringify({ _id: 'a-1', fullname: 'Khadija Admin', name: 'Khadija Admin', email: 'khadija@example.org' }));
}
