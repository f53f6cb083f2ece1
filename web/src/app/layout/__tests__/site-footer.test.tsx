import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render-app';
import { SiteFooter } from '../site-footer';

describe('SiteFooter', () => {
  afterEach(() => {
    delete window.__SABIL_CONFIG__;
  });

  it('shows no social page and no charity details that are not configured', () => {
    renderAt('/', <SiteFooter />);
    expect(screen.queryByText('Follow us')).not.toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Facebook')).not.toBeInTheDocument();
    expect(screen.queryByText('Registration number')).not.toBeInTheDocument();
  });

  it('links each configured social page, and shows the charity details that are set', () => {
    window.__SABIL_CONFIG__ = {
      site: { charity: { name: 'Sabil Foundation', registrationNumber: '1234567', phone: '+44 20 7946 0000' }, social: [{ network: 'instagram', url: 'https://instagram.com/sabil' }] },
    };
    renderAt('/', <SiteFooter />);
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/sabil');
    expect(screen.queryByText('Facebook')).not.toBeInTheDocument();
    expect(screen.getByText('Sabil Foundation')).toBeVisible();
    expect(screen.getByText('1234567')).toBeVisible();
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(screen.queryByText('Postal address')).not.toBeInTheDocument();
  });
});
