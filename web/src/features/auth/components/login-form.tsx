import { useLingui } from '@lingui/react/macro';
import { loginSchema } from '@sabil/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Field } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError, FormStatus } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { ROLE_PATHS, type Role } from '../../../lib/auth/roles';
import { forgetPendingSignIn, keepPendingSignIn } from '../../../lib/auth/pending-sign-in';
import { saveSession } from '../../../lib/auth/session';
import { forgetSignedOutEverywhere, signedOutEverywhereNotice } from '../../../lib/auth/use-sign-out-everywhere';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { LOGIN_FAILED_FALLBACK, LOGIN_SCREEN, REDIRECT_DELAY_MS } from '../auth-screens';
import { useLogin } from '../hooks/use-login';
import { AuthLayout } from './auth-layout';
import { PasswordToggle } from './password-toggle';
import { useRedirectAfter } from './use-redirect-after';
import { useHydrated } from '../../../lib/browser/use-hydrated';

type LoginField = 'email' | 'password';
const FIELDS: readonly LoginField[] = ['email', 'password'];

export function LoginForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, error: `${id}-error` };
  const screen = LOGIN_SCREEN[role];
  const { login, loading } = useLogin();
  const redirectAfter = useRedirectAfter();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field?: LoginField } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // The API's own rules for a sign-in (@sabil/contracts): checked here before anything is sent.
  // After registering, the address just registered is filled in (the registration form passes it along).
  // After signing out everywhere, the address is filled in and the page says what happened (once).
  const [signedOut] = useState(signedOutEverywhereNotice);
  useEffect(() => forgetSignedOutEverywhere(), []);
  const arrival = useLocation().state as { email?: unknown; passwordChanged?: unknown } | null;
  const registered = arrival?.email ?? signedOut?.email;
  const form = useSchemaForm(loginSchema, { defaultValues: { email: typeof registered === 'string' ? registered : '', password: '' } });
  const labels: Record<LoginField, string> = { email: t`Email`, password: t`Password` };

  const firstInvalid = FIELDS.find((field) => form.formState.errors[field]);
  const error = firstInvalid ? { field: firstInvalid, message: form.describe(form.formState.errors[firstInvalid], labels[firstInvalid]) ?? '' } : serverError;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token, account, step, factorKinds } = await login(role, values);
      // An admin's second factor (or its enrolment) comes before any session.
      if (step === 'SECOND_FACTOR' || step === 'ENROL') {
        keepPendingSignIn({ token, step, factorKinds, account });
        navigate(step === 'ENROL' ? '/admin/enrol' : '/admin/verify', { replace: true });
        return;
      }
      forgetPendingSignIn();
      const record = saveSession(role, token, account);
      setSuccess(i18n._(screen.success));
      // The donor dashboard reads the donor record from the router state (SPEC §2).
      redirectAfter({ to: ROLE_PATHS[role].home, delayMs: REDIRECT_DELAY_MS[role], state: role === 'donor' ? { donor: record } : undefined });
    } catch (caught) {
      const problem = readApiProblem(caught);
      const fallback = LOGIN_FAILED_FALLBACK[role];
      setServerError({
        message: describeRefusal(i18n, problem) ?? i18n._(problem.code === 'UNAUTHENTICATED' ? fallback.wrongCredentials : fallback.other),
        field: problem.field === 'email' || problem.field === 'password' ? problem.field : undefined,
      });
    }
  });

  const invalid = (field: LoginField) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});

  return (
    <AuthLayout
      title={i18n._(screen.title)}
      intro={i18n._(screen.intro)}
      footer={
        <>
          {t`New to Sabil?`} <Link to={ROLE_PATHS[role].register}>{t`Create an account`}</Link>
        </>
      }
    >
      {arrival?.passwordChanged === true ? (
        <p role="status" className="message message--success" data-testid="password-changed">
          {t`Your password was changed and every device was signed out. Sign in with the new password.`}
        </p>
      ) : null}
      {signedOut ? (
        <p role="status" className="message message--success" data-testid="signed-out-everywhere">
          {t`You are signed out on every device. Sign in again here.`}
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={error && !error.field ? ids.error : undefined}>
        <fieldset className="form__fields" disabled={loading || success !== null} aria-busy={loading}>
          <Field id={ids.email} label={labels.email}>
            <input id={ids.email} type="email" autoComplete="email" required {...form.register('email')} {...invalid('email')} />
          </Field>
          <Field id={ids.password} label={labels.password}>
            <div className="password-input">
              <input
                id={ids.password}
                type={showPassword ? 'text' : 'password'}
                {...form.register('password')}
                autoComplete="current-password"
                required
                {...invalid('password')}
              />
              <PasswordToggle pressed={showPassword} onToggle={() => setShowPassword((shown) => !shown)} controls={ids.password} />
            </div>
          </Field>
          <p className="auth__forgot">
            <Link to={`/${role}/forgot-password`}>{t`Forgot password?`}</Link>
          </p>
          <FormError id={ids.error}>{error?.message}</FormError>
          <FormStatus>{success}</FormStatus>
          <button type="submit" className="button button--primary button--block" disabled={!hydrated}>
            {loading ? t`Signing in…` : t`Sign in`}
          </button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
