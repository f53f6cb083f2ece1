import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render-app';
import { TermsPage } from '../terms-page';

describe('TermsPage', () => {
  it('says the terms in plain words, each part under its heading', () => {
    renderAt('/terms', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    for (const heading of ['What Sabil is', 'Your account', 'Applying for support', 'Giving', 'Stories and messages', 'Your information', 'Changes']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(screen.getByText(/Sabil never sees your card number/)).toBeVisible();
  });
});
