import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-app';
import { LoginForm } from '../components/login-form';
import { ACCOUNT, loginFails, loginSucceeds } from './auth-fixtures';

const CREDENTIALS = { email: 'amina@example.org', password: 'secret-pass' };

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, values = CREDENTIALS) {
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  // The shared rules check the form asynchronously (react-hook-form's resolver) before it is sent.
  await act(() => jest.advanceTimersByTimeAsync(0));
}

describe('LoginForm', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens with the address just registered filled in, and an empty password', async () => {
    renderAt('/donor/login', <LoginForm role="donor" />, { state: { email: 'new.donor@example.org' } });
    expect(await screen.findByLabelText('Email')).toHaveValue('new.donor@example.org');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it('signs a seeker in, stores the token and record, and goes to the form after 1.5 s', async () => {
    const { router } = renderAt('/seeker/login', <LoginForm role="seeker" />, { mocks: [loginSucceeds('seeker', CREDENTIALS)] });
    expect(await screen.findByRole('heading', { name: 'Seeker sign in' })).toBeInTheDocument();

    await fillAndSubmit(user);

    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('Login successful! Redirecting to your form...');
    expect(localStorage.getItem('seekerToken')).toBe('seeker-token');
    expect(JSON.parse(localStorage.getItem('seekerData')!)).toEqual({
      _id: ACCOUNT.id,
      fullname: ACCOUNT.fullname,
      name: ACCOUNT.fullname,
      email: ACCOUNT.email,
    });
    expect(localStorage.getItem('donorToken')).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/seeker/login');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/seeker-form');
  });

  it('sends a donor to the dashboard after 1.5 s with the donor record in the router state', async () => {
    const { router } = renderAt('/donor/login', <LoginForm role="donor" />, { mocks: [loginSucceeds('donor', CREDENTIALS)] });
    await screen.findByRole('heading', { name: 'Donor sign in' });

    await fillAndSubmit(user);
    await act(() => jest.advanceTimersByTimeAsync(100));

    expect(screen.getByRole('status')).toHaveTextContent('Login successful! Redirecting to your dashboard...');
    expect(localStorage.getItem('donorToken')).toBe('donor-token');
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe('/donor/dashboard');
    expect(router.state.location.state).toEqual({
      donor: { _id: ACCOUNT.id, fullname: ACCOUNT.fullname, name: ACCOUNT.fullname, email: ACCOUNT.email },
    });
  });

  it('sends an admin to the dashboard only after 3 s', async () => {
    const { router } = renderAt('/admin/login', <LoginForm role="admin" />, { mocks: [loginSucceeds('admin', CREDENTIALS)] });
    await screen.findByRole('heading', { name: 'Admin sign in' });

    await fillAndSubmit(user);
    await act(() => jest.advanceTimersByTimeAsync(100));

    expect(screen.getByRole('status')).toHaveTextContent('Admin logged in successfully redirecting to Dashboard!');
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    await act(() => jest.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/admin/login');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it("shows the server's message on wrong credentials, stores nothing and lets the person try again", async () => {
    const { router } = renderAt('/donor/login', <LoginForm role="donor" />, {
      mocks: [loginFails('donor', CREDENTIALS, { message: 'Wrong, in the API’s English', code: 'UNAUTHENTICATED', reason: 'WRONG_CREDENTIALS' })],
    });
    await screen.findByRole('heading', { name: 'Donor sign in' });

    await fillAndSubmit(user);
    await act(() => jest.advanceTimersByTimeAsync(100));

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/donor/login');
  });

  it("falls back to SPEC §8's texts when the API cannot be reached", async () => {
    renderAt('/seeker/login', <LoginForm role="seeker" />, { mocks: [loginFails('seeker', CREDENTIALS, 'network')] });
    await screen.findByRole('heading', { name: 'Seeker sign in' });
    await fillAndSubmit(user);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it("shows 'Invalid admin credentials' when an admin sign-in fails without a server message", async () => {
    renderAt('/admin/login', <LoginForm role="admin" />, { mocks: [loginFails('admin', CREDENTIALS, 'network')] });
    await screen.findByRole('heading', { name: 'Admin sign in' });
    await fillAndSubmit(user);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid admin credentials');
  });

  it('refuses a malformed email before sending anything', async () => {
    renderAt('/seeker/login', <LoginForm role="seeker" />);
    await screen.findByRole('heading', { name: 'Seeker sign in' });

    await fillAndSubmit(user, { email: 'amina.example.org', password: 'secret-pass' });

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for the password when it is empty', async () => {
    renderAt('/seeker/login', <LoginForm role="seeker" />);
    await screen.findByRole('heading', { name: 'Seeker sign in' });
    await fillAndSubmit(user, { email: 'amina@example.org', password: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
  });

  it('shows and hides the password with a toggle button', async () => {
    renderAt('/seeker/login', <LoginForm role="seeker" />);
    await screen.findByRole('heading', { name: 'Seeker sign in' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the matching registration page', async () => {
    renderAt('/donor/login', <LoginForm role="donor" />);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/donor/register');
  });
});
