import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError, FormStatus } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { ROLE_PATHS, type Role } from '../../../lib/auth/roles';
import { saveSession } from '../../../lib/auth/session';
import { localizeServerMessage } from '../../../lib/i18n/server-messages';
import { EMAIL_PATTERN, LOGIN_FAILED_FALLBACK, LOGIN_SCREEN, REDIRECT_DELAY_MS } from '../auth-screens';
import { useLogin } from '../hooks/use-login';
import { AuthLayout } from './auth-layout';
import { PasswordToggle } from './password-toggle';
import { useRedirectAfter } from './use-redirect-after';

type Field = 'email' | 'password';

export function LoginForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password`, error: `${id}-error` };
  const screen = LOGIN_SCREEN[role];
  const { login, loading } = useLogin();
  const redirectAfter = useRedirectAfter();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function validate(values: Record<Field, string>): { message: string; field: Field } | null {
    if (!values.email.trim()) return { field: 'email', message: t`Email is required` };
    if (!EMAIL_PATTERN.test(values.email.trim())) return { field: 'email', message: t`Please enter a valid email address` };
    if (!values.password) return { field: 'password', message: t`Password is required` };
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const problem = validate(values);
    setError(problem);
    if (problem) {
      form.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    try {
      const { token, account } = await login(role, { email: values.email.trim(), password: values.password });
      const record = saveSession(role, token, account);
      setSuccess(i18n._(screen.success));
      // The donor dashboard reads the donor record from the router state (SPEC §2).
      redirectAfter({ to: ROLE_PATHS[role].home, delayMs: REDIRECT_DELAY_MS[role], state: role === 'donor' ? { donor: record } : undefined });
    } catch (caught) {
      const { message, code, field } = readApiProblem(caught);
      const fallback = LOGIN_FAILED_FALLBACK[role];
      setError({
        message: message ? localizeServerMessage(i18n, message) : i18n._(code === 'UNAUTHENTICATED' ? fallback.wrongCredentials : fallback.other),
        field: field === 'email' || field === 'password' ? field : undefined,
      });
    }
  }

  const invalid = (field: Field) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});

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
      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={error && !error.field ? ids.error : undefined}>
        <fieldset className="form__fields" disabled={loading || success !== null} aria-busy={loading}>
          <div className="field">
            <label htmlFor={ids.email}>{t`Email`}</label>
            <input id={ids.email} name="email" type="email" autoComplete="email" required {...invalid('email')} />
          </div>
          <div className="field">
            <label htmlFor={ids.password}>{t`Password`}</label>
            <div className="password-input">
              <input
                id={ids.password}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                {...invalid('password')}
              />
              <PasswordToggle pressed={showPassword} onToggle={() => setShowPassword((shown) => !shown)} controls={ids.password} />
            </div>
          </div>
          <FormError id={ids.error}>{error?.message}</FormError>
          <FormStatus>{success}</FormStatus>
          <button type="submit" className="button button--primary button--block">
            {loading ? t`Signing in…` : t`Sign in`}
          </button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
