import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportAuthFailure } from '../../lib/auth/auth-failure';
import { SignOutEverywhereMutation } from '../../lib/auth/use-sign-out-everywhere';
import { renderAt } from '../../test/render-app';
import { routes } from '../routes';

const DONOR = { _id: 'd-1', fullname: 'Bilal Ahmed', name: 'Bilal Ahmed', email: 'bilal@example.org' };

function signIn(role: 'seeker' | 'donor' | 'admin', record = DONOR) {
  localStorage.setItem(`${role}Token`, `${role}-token`);
  localStorage.setItem(`${role}Data`, JSON.stringify(record));
}

describe('routes', () => {
  it.each([
    ['/', 'Help a believer answer the call to the Holy Cities'],
    ['/community', 'Community stories'],
    ['/transparency', 'Transparency'],
    ['/learn-more', 'About Sabil'],
    ['/contact', 'Contact us'],
    ['/seeker/login', 'Seeker sign in'],
    ['/seeker/register', 'Create a seeker account'],
    ['/donor/login', 'Donor sign in'],
    ['/donor/register', 'Create a donor account'],
    ['/admin/login', 'Admin sign in'],
    ['/admin/register', 'Create an admin account'],
    ['/no/such/page', 'Page not found'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAt(path, null, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/seeker-form', '/seeker/login', 'Seeker sign in'],
    ['/donor/dashboard', '/donor/login', 'Donor sign in'],
    ['/donor/success?session_id=cs_1', '/donor/login', 'Donor sign in'],
    ['/donor/cancel', '/donor/login', 'Donor sign in'],
    ['/admin/dashboard', '/admin/login', 'Admin sign in'],
  ])('%s without a token redirects to %s', async (path, login, heading) => {
    const { router } = renderAt(path, null, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(login);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("does not accept another role's token", async () => {
    signIn('seeker');
    const { router } = renderAt('/admin/dashboard', null, { routes });
    await screen.findByRole('heading', { level: 1, name: 'Admin sign in' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it.each([
    ['seeker', '/seeker-form', 'Application for support'],
    ['donor', '/donor/dashboard', 'Donor dashboard'],
    ['admin', '/admin/dashboard', 'Admin dashboard'],
  ] as const)('shows the %s their name and email, and logs them out', async (role, path, heading) => {
    signIn(role);
    localStorage.setItem('otherToken', 'kept');
    const { router } = renderAt(path, null, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('account-name')).toHaveTextContent('Bilal Ahmed');
    expect(screen.getByTestId('account-email')).toHaveTextContent('bilal@example.org');

    // One word for signing out (issue 28): the account bar says Sign out, as the header does.
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    const accountBar = screen.getByTestId('account-name').closest('.account-bar') as HTMLElement;
    await userEvent.click(within(accountBar).getByRole('button', { name: 'Sign out' }));

    expect(router.state.location.pathname).toBe(`/${role}/login`);
    expect(localStorage.getItem(`${role}Token`)).toBeNull();
    expect(localStorage.getItem(`${role}Data`)).toBeNull();
    expect(localStorage.getItem('otherToken')).toBe('kept');
  });

  it.each([
    ['seeker', '/seeker-form', 'Application for support', 'Seeker sign in'],
    ['admin', '/admin/dashboard', 'Admin dashboard', 'Admin sign in'],
  ] as const)('signs the %s out everywhere: the API is asked, this browser forgets, the sign-in page says so', async (role, path, heading, signIn_) => {
    signIn(role);
    let asked = 0;
    const mocks = [{ request: { query: SignOutEverywhereMutation }, result: () => ((asked += 1), { data: { signOutEverywhere: true } }) }];
    const { router } = renderAt(path, null, { routes, mocks });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('heading', { level: 1, name: signIn_ })).toBeInTheDocument();
    expect(asked).toBe(1);
    expect(router.state.location.pathname).toBe(`/${role}/login`);
    expect(localStorage.getItem(`${role}Token`)).toBeNull();
    expect(screen.getByTestId('signed-out-everywhere')).toHaveTextContent('You are signed out on every device. Sign in again here.');
    expect(screen.getByLabelText('Email')).toHaveValue('bilal@example.org');
  });

  it('has the header links of SPEC §2', async () => {
    renderAt('/', null, { routes });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Stories', '/community'],
      ['About', '/learn-more'],
      ['Contact', '/contact'],
      ['Donate', '/donor/login'],
      ['Seeking help', '/seeker/login'],
      ['Admin', '/admin/login'],
    ]);
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('knows who is signed in: their links lead to their own screens, and one Sign out ends every session', async () => {
    signIn('donor');
    signIn('admin');
    const { router } = renderAt('/', null, { routes });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .slice(4)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My giving', '/donor/dashboard'],
      ['Seeking help', '/seeker/login'],
      ['Admin dashboard', '/admin/dashboard'],
    ]);

    await userEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));

    for (const key of ['donorToken', 'donorData', 'adminToken', 'adminData']) expect(localStorage.getItem(key)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donor/login');
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  // Issue 28: the Admin link is for admins and for visitors not signed in; a donor or seeker has no use for it.
  it.each(['donor', 'seeker'] as const)('shows a signed-in %s no Admin link', async (role) => {
    signIn(role);
    renderAt('/', null, { routes });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).not.toContain('Admin');
    expect(names).not.toContain('Admin dashboard');
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('has the footer links of SPEC §2', async () => {
    renderAt('/', null, { routes });
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Stories', '/community'],
      ['How it works', '/learn-more'],
      ['Transparency', '/transparency'],
      ['Zakat policy', '/zakat'],
      ['Donate', '/donor/login'],
      ['Apply for support', '/seeker/login'],
      ['Contact', '/contact'],
    ]);
  });

  // Issue 28 §3: social pages that do not exist are not shown (site-footer.test covers configured ones).
  it('shows no social pages, not even a "Follow us", when none is configured', async () => {
    renderAt('/', null, { routes });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByText('Follow us')).not.toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'YouTube']) expect(within(footer).queryByText(new RegExp(network))).not.toBeInTheDocument();
    expect(document.querySelector('a[href="#"], a:not([href])')).toBeNull();
  });

  it('has the two hero buttons on the home page', async () => {
    renderAt('/', null, { routes });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    expect(within(main).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donor/login');
    expect(within(main).getByRole('link', { name: 'Seeking help' })).toHaveAttribute('href', '/seeker/login');
  });

  describe('after a 401', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([
      ['donor', '/donor/dashboard', 'Authorization Failed Please Login First'],
      ['admin', '/admin/dashboard', 'Authorization failed. Please login first'],
      ['seeker', '/seeker-form', 'Authorization failed. Please sign in first.'],
    ] as const)("shows the %s's message, then clears the token and goes to the login after 5 s", async (role, path, message) => {
      signIn(role);
      const { router } = renderAt(path, null, { routes });
      await screen.findByTestId('account-name');

      act(() => reportAuthFailure(role));

      expect(screen.getByTestId('auth-failure')).toHaveTextContent(message);
      await act(() => jest.advanceTimersByTimeAsync(4900));
      expect(router.state.location.pathname).toBe(path);
      expect(localStorage.getItem(`${role}Token`)).toBe(`${role}-token`);

      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(router.state.location.pathname).toBe(`/${role}/login`);
      expect(localStorage.getItem(`${role}Token`)).toBeNull();
      expect(screen.queryByTestId('auth-failure')).not.toBeInTheDocument();
    });
  });
});
