import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError, FormStatus } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { ROLE_PATHS, type Role } from '../../../lib/auth/roles';
import { localizeServerMessage } from '../../../lib/i18n/server-messages';
import {
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  REDIRECT_DELAY_MS,
  REGISTER_SCREEN,
  REGISTER_SUCCESS,
  REGISTRATION_FAILED_FALLBACK,
} from '../auth-screens';
import { useRegister } from '../hooks/use-register';
import { AuthLayout } from './auth-layout';
import { PasswordToggle } from './password-toggle';
import { useRedirectAfter } from './use-redirect-after';

type Field = 'fullname' | 'email' | 'password' | 'confirmPassword' | 'inviteCode' | 'terms';
const FIELDS: readonly Field[] = ['fullname', 'email', 'password', 'confirmPassword', 'inviteCode', 'terms'];
type Values = Record<Exclude<Field, 'terms'>, string> & { terms: boolean };

export function RegisterForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const ids = Object.fromEntries([...FIELDS, 'error'].map((name) => [name, `${id}-${name}`])) as Record<Field | 'error', string>;
  const screen = REGISTER_SCREEN[role];
  const { register, loading } = useRegister();
  const redirectAfter = useRedirectAfter();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function validate(values: Values): { message: string; field: Field } | null {
    if (!values.fullname.trim()) return { field: 'fullname', message: t`Full name is required` };
    if (!values.email.trim()) return { field: 'email', message: t`Email is required` };
    if (!EMAIL_PATTERN.test(values.email.trim())) return { field: 'email', message: t`Please enter a valid email address` };
    if (!values.password) return { field: 'password', message: t`Password is required` };
    if (values.password.length < MIN_PASSWORD_LENGTH[role]) return { field: 'password', message: i18n._(PASSWORD_TOO_SHORT[role]) };
    if (values.password !== values.confirmPassword) return { field: 'confirmPassword', message: i18n._(PASSWORDS_DIFFER[role]) };
    if (!values.terms) return { field: 'terms', message: t`Please accept the terms and conditions to continue.` };
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: Field) => String(data.get(name) ?? '');
    const values: Values = {
      fullname: text('fullname'),
      email: text('email'),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
      inviteCode: text('inviteCode'),
      terms: data.get('terms') === 'on',
    };
    const problem = validate(values);
    setError(problem);
    if (problem) {
      form.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    try {
      // The terms checkbox is a screen matter: its value is never sent (SPEC §3).
      await register(role, {
        fullname: values.fullname.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(role === 'admin' && values.inviteCode.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
      });
      setSuccess(i18n._(REGISTER_SUCCESS));
      redirectAfter({ to: ROLE_PATHS[role].login, delayMs: REDIRECT_DELAY_MS[role] });
    } catch (caught) {
      const { message, field } = readApiProblem(caught);
      setError({
        message: message ? localizeServerMessage(i18n, message) : i18n._(REGISTRATION_FAILED_FALLBACK),
        field: FIELDS.find((name) => name === field),
      });
    }
  }

  const invalid = (field: Field) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});
  const minLength = MIN_PASSWORD_LENGTH[role];

  return (
    <AuthLayout
      title={i18n._(screen.title)}
      intro={i18n._(screen.intro)}
      footer={
        <>
          {t`Already have an account?`} <Link to={ROLE_PATHS[role].login}>{t`Sign in`}</Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <fieldset className="form__fields" disabled={loading || success !== null} aria-busy={loading}>
          <div className="field">
            <label htmlFor={ids.fullname}>{t`Full name`}</label>
            <input id={ids.fullname} name="fullname" type="text" autoComplete="name" required maxLength={120} {...invalid('fullname')} />
          </div>
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
                autoComplete="new-password"
                required
                minLength={minLength}
                aria-describedby={error?.field === 'password' ? `${ids.error} ${ids.password}-hint` : `${ids.password}-hint`}
                aria-invalid={error?.field === 'password' || undefined}
              />
              <PasswordToggle
                pressed={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
                controls={`${ids.password} ${ids.confirmPassword}`}
              />
            </div>
            <p id={`${ids.password}-hint`} className="field__hint">
              {t`At least ${minLength} characters.`}
            </p>
          </div>
          <div className="field">
            <label htmlFor={ids.confirmPassword}>{t`Confirm password`}</label>
            <input
              id={ids.confirmPassword}
              name="confirmPassword"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              required
              {...invalid('confirmPassword')}
            />
          </div>
          {role === 'admin' ? (
            <div className="field">
              <label htmlFor={ids.inviteCode}>{t`Invite code (optional)`}</label>
              <input id={ids.inviteCode} name="inviteCode" type="text" autoComplete="off" {...invalid('inviteCode')} />
              <p className="field__hint">{t`Needed once an admin exists, unless a signed-in admin registers you.`}</p>
            </div>
          ) : null}
          <div className="checkbox">
            <input id={ids.terms} name="terms" type="checkbox" required {...invalid('terms')} />
            <label htmlFor={ids.terms}>{t`I agree to the terms and conditions`}</label>
          </div>
          <FormError id={ids.error}>{error?.message}</FormError>
          <FormStatus>{success}</FormStatus>
          <button type="submit" className="button button--primary button--block">
            {loading ? t`Creating account…` : t`Create account`}
          </button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
