import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-app';
import { RegisterForm } from '../components/register-form';
import { registerFails, registerSucceeds } from './auth-fixtures';

interface Values {
  fullname?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  inviteCode?: string;
  terms?: boolean;
}

const VALID = { fullname: 'Amina Yusuf', email: 'amina@example.org', password: 'secret-pass', confirmPassword: 'secret-pass', terms: true };
const SENT = { fullname: 'Amina Yusuf', email: 'amina@example.org', password: 'secret-pass' };

describe('RegisterForm', () => {
  let user: ReturnType<typeof userEvent.setup>;

  async function fillAndSubmit(values: Values) {
    if (values.fullname) await user.type(screen.getByLabelText('Full name'), values.fullname);
    if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
    if (values.password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), values.password);
    if (values.confirmPassword) await user.type(screen.getByLabelText('Confirm password'), values.confirmPassword);
    if (values.inviteCode) await user.type(screen.getByLabelText('Invite code (optional)'), values.inviteCode);
    if (values.terms) await user.click(screen.getByLabelText('I agree to the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The shared rules check the form asynchronously (react-hook-form's resolver) before it is sent.
    await act(() => jest.advanceTimersByTimeAsync(0));
  }

  beforeEach(() => {
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it.each(['seeker', 'donor'] as const)('refuses a %s password shorter than 6 characters', async (role) => {
    renderAt(`/${role}/register`, <RegisterForm role={role} />);
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit({ ...VALID, password: 'abc12', confirmPassword: 'abc12' });

    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
  });

  it('asks an admin for at least 10 characters, as the API does', async () => {
    renderAt('/admin/register', <RegisterForm role="admin" />);
    await screen.findByRole('heading', { name: 'Create an admin account' });
    await fillAndSubmit({ ...VALID, password: 'nine-char', confirmPassword: 'nine-char' });
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 10 characters');
  });

  it.each(['seeker', 'donor'] as const)("tells a %s when the passwords don't match", async (role) => {
    renderAt(`/${role}/register`, <RegisterForm role={role} />);
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit({ ...VALID, confirmPassword: 'secret-pasz' });

    expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match. Please try again.");
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("uses the admin's shorter mismatch message", async () => {
    renderAt('/admin/register', <RegisterForm role="admin" />);
    await screen.findByRole('heading', { name: 'Create an admin account' });
    await fillAndSubmit({ ...VALID, password: 'long-enough-1', confirmPassword: 'long-enough-2' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Passwords don't match\.$/);
  });

  it('requires the terms checkbox', async () => {
    renderAt('/donor/register', <RegisterForm role="donor" />);
    await screen.findByRole('heading', { name: 'Create a donor account' });
    await fillAndSubmit({ ...VALID, terms: false });

    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms and conditions to continue.');
    expect(screen.getByLabelText('I agree to the terms and conditions')).toHaveFocus();
  });

  it('requires the full name', async () => {
    renderAt('/seeker/register', <RegisterForm role="seeker" />);
    await screen.findByRole('heading', { name: 'Create a seeker account' });
    await fillAndSubmit({ ...VALID, fullname: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Full name is required');
  });

  it('links the terms the checkbox agrees to, in a new tab so that what was typed stays', async () => {
    renderAt('/donor/register', <RegisterForm role="donor" />);
    const link = await screen.findByRole('link', { name: 'Read the terms' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  // Issue 28: registering signs a seeker or a donor in; nobody retypes the password just chosen.
  it('registers a seeker without sending the terms, disables the form meanwhile, signs them in and opens their form after 1.5 s', async () => {
    const { router } = renderAt('/seeker/register', <RegisterForm role="seeker" />, { mocks: [registerSucceeds('seeker', SENT)] });
    await screen.findByRole('heading', { name: 'Create a seeker account' });

    await fillAndSubmit(VALID);

    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeDisabled();
    expect(screen.getByLabelText('Full name')).toBeDisabled();
    expect(screen.getByLabelText('I agree to the terms and conditions')).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful! Signing you in...');
    expect(localStorage.getItem('seekerToken')).toBe('seeker-token');
    expect(JSON.parse(localStorage.getItem('seekerData') ?? 'null')).toMatchObject({ email: VALID.email, name: VALID.fullname });

    await act(() => jest.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/seeker/register');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/seeker-form');
  });

  it('signs a new donor in and opens their dashboard, with the donor record the dashboard reads', async () => {
    const { router } = renderAt('/donor/register', <RegisterForm role="donor" />, { mocks: [registerSucceeds('donor', SENT)] });
    await screen.findByRole('heading', { name: 'Create a donor account' });

    await fillAndSubmit(VALID);
    await act(() => jest.advanceTimersByTimeAsync(100));
    await act(() => jest.advanceTimersByTimeAsync(1500));

    expect(localStorage.getItem('donorToken')).toBe('donor-token');
    expect(router.state.location.pathname).toBe('/donor/dashboard');
    expect(router.state.location.state).toMatchObject({ donor: { email: VALID.email, name: VALID.fullname } });
  });

  it('sends an admin to sign in after 3 s, with the invite code when one is given', async () => {
    const { router } = renderAt('/admin/register', <RegisterForm role="admin" />, {
      mocks: [registerSucceeds('admin', { ...SENT, password: 'long-enough-pass', inviteCode: 'INVITE-42' })],
    });
    await screen.findByRole('heading', { name: 'Create an admin account' });

    await fillAndSubmit({ ...VALID, password: 'long-enough-pass', confirmPassword: 'long-enough-pass', inviteCode: ' INVITE-42 ' });
    await act(() => jest.advanceTimersByTimeAsync(100));

    expect(screen.getByRole('status')).toHaveTextContent('Registration successful! Redirecting to sign in...');
    await act(() => jest.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/admin/register');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it("shows the server's message when admin registration is closed", async () => {
    const message = 'Admin registration is closed. An existing admin must register you, or you need a valid invite code.';
    const { router } = renderAt('/admin/register', <RegisterForm role="admin" />, {
      mocks: [registerFails('admin', { ...SENT, password: 'long-enough-pass' }, { message: 'Closed, in the API’s English', code: 'FORBIDDEN', reason: 'ADMIN_REGISTRATION_CLOSED' })],
    });
    await screen.findByRole('heading', { name: 'Create an admin account' });

    await fillAndSubmit({ ...VALID, password: 'long-enough-pass', confirmPassword: 'long-enough-pass' });
    await act(() => jest.advanceTimersByTimeAsync(100));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/admin/register');
  });

  it('marks the email when it is already registered', async () => {
    const message = 'An account with this email already exists. Please sign in instead.';
    renderAt('/donor/register', <RegisterForm role="donor" />, {
      mocks: [registerFails('donor', SENT, { message: 'Taken, in the API’s English', code: 'CONFLICT', reason: 'EMAIL_TAKEN', field: 'email' })],
    });
    await screen.findByRole('heading', { name: 'Create a donor account' });

    await fillAndSubmit(VALID);
    await act(() => jest.advanceTimersByTimeAsync(100));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("falls back to 'Registration failed. Please try again.' when the API cannot be reached", async () => {
    renderAt('/donor/register', <RegisterForm role="donor" />, { mocks: [registerFails('donor', SENT, 'network')] });
    await screen.findByRole('heading', { name: 'Create a donor account' });
    await fillAndSubmit(VALID);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('shows both passwords with one toggle', async () => {
    renderAt('/seeker/register', <RegisterForm role="seeker" />);
    await screen.findByRole('heading', { name: 'Create a seeker account' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  });

  it('offers the invite code to admins only', async () => {
    renderAt('/donor/register', <RegisterForm role="donor" />);
    await screen.findByRole('heading', { name: 'Create a donor account' });
    expect(screen.queryByLabelText('Invite code (optional)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/donor/login');
  });
});
