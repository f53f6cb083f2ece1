import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH, registrationSchema } from '@sabil/contracts';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError, FormStatus } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { ROLE_PATHS, type Role } from '../../../lib/auth/roles';
import { saveSession } from '../../../lib/auth/session';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import {
  PASSWORDS_DIFFER,
  REDIRECT_DELAY_MS,
  REGISTER_SCREEN,
  REGISTER_SIGNED_IN,
  REGISTER_SUCCESS,
  REGISTRATION_FAILED_FALLBACK,
} from '../auth-screens';
import { useRegister } from '../hooks/use-register';
import { AuthLayout } from './auth-layout';
import { PasswordToggle } from './password-toggle';
import { useRedirectAfter } from './use-redirect-after';
import { useHydrated } from '../../../lib/browser/use-hydrated';

type RegisterField = 'fullname' | 'email' | 'password' | 'confirmPassword' | 'inviteCode' | 'terms';
const FIELDS: readonly RegisterField[] = ['fullname', 'email', 'password', 'confirmPassword', 'inviteCode', 'terms'];

/** The API's registration rules (@sabil/contracts), and the screen's own: the confirmation and the terms, never sent. */
function registrationForm(role: Role) {
  return registrationSchema(role)
    .extend({ confirmPassword: z.string(), terms: z.boolean() })
    .superRefine((values, ctx) => {
      if (values.password !== values.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'PASSWORDS_DIFFER' });
      if (!values.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: 'TERMS_REQUIRED' });
    });
}

export function RegisterForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const id = useId();
  const ids = Object.fromEntries([...FIELDS, 'error'].map((name) => [name, `${id}-${name}`])) as Record<RegisterField | 'error', string>;
  const screen = REGISTER_SCREEN[role];
  const { register, loading } = useRegister();
  const redirectAfter = useRedirectAfter();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field?: RegisterField } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const schema = useMemo(() => registrationForm(role), [role]);
  const form = useSchemaForm(schema, { defaultValues: { fullname: '', email: '', password: '', confirmPassword: '', inviteCode: '', terms: false } });
  const minLength = MIN_PASSWORD_LENGTH[role];
  const labels: Record<RegisterField, string> = {
    fullname: t`Full name`,
    email: t`Email`,
    password: t`Password`,
    confirmPassword: t`Confirm password`,
    inviteCode: t`Invite code (optional)`,
    terms: t`I agree to the terms and conditions`,
  };
  const phrasing = { PASSWORDS_DIFFER: i18n._(PASSWORDS_DIFFER[role]), TERMS_REQUIRED: t`Please accept the terms and conditions to continue.` };

  const firstInvalid = FIELDS.find((field) => form.formState.errors[field]);
  const error = firstInvalid
    ? { field: firstInvalid, message: form.describe(form.formState.errors[firstInvalid], labels[firstInvalid], { phrasing }) ?? '' }
    : serverError;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The terms checkbox is a screen matter: its value is never sent (SPEC §3).
      const { token, account } = await register(role, {
        fullname: values.fullname,
        email: values.email,
        password: values.password,
        ...(role === 'admin' && values.inviteCode ? { inviteCode: values.inviteCode } : {}),
        language: i18n.locale === 'ar' ? 'AR' : i18n.locale === 'ur' ? 'UR' : 'EN',
      });
      if (role === 'admin') {
        // An admin signs in (and enrols a second factor) next; and an admin who registers another
        // keeps their own session. The sign-in form opens with the address just registered (issue 18).
        setSuccess(i18n._(REGISTER_SUCCESS));
        redirectAfter({ to: ROLE_PATHS[role].login, delayMs: REDIRECT_DELAY_MS[role], state: { email: values.email } });
        return;
      }
      // A seeker or donor is signed in by registering (issue 28): the answer carries their session.
      const record = saveSession(role, token, account);
      setSuccess(i18n._(REGISTER_SIGNED_IN));
      // The donor dashboard reads the donor record from the router state (SPEC §2), as after signing in.
      redirectAfter({ to: ROLE_PATHS[role].home, delayMs: REDIRECT_DELAY_MS[role], state: role === 'donor' ? { donor: record } : undefined });
    } catch (caught) {
      const problem = readApiProblem(caught);
      const field = FIELDS.find((name) => name === problem.field);
      setServerError({
        message: describeRefusal(i18n, problem, { label: field ? labels[field] : undefined }) ?? i18n._(REGISTRATION_FAILED_FALLBACK),
        field,
      });
    }
  });

  // One message for the form (its alert, under the fields): a refused field is described by it, after its hint.
  const invalid = (field: RegisterField, hint = false) => {
    const describedBy = [error?.field === field ? ids.error : '', hint ? `${ids[field]}-hint` : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': error?.field === field || undefined, 'aria-describedby': describedBy || undefined };
  };

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
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form__fields" disabled={loading || success !== null} aria-busy={loading}>
          <Field id={ids.fullname} label={labels.fullname}>
            <input id={ids.fullname} type="text" autoComplete="name" required maxLength={MAX_NAME_LENGTH} {...form.register('fullname')} {...invalid('fullname')} />
          </Field>
          <Field id={ids.email} label={labels.email}>
            <input id={ids.email} type="email" autoComplete="email" required {...form.register('email')} {...invalid('email')} />
          </Field>
          <Field id={ids.password} label={labels.password} hint={plural(minLength, { one: 'At least # character.', other: 'At least # characters.' })}>
            <div className="password-input">
              <input
                id={ids.password}
                type={showPassword ? 'text' : 'password'}
                {...form.register('password')}
                autoComplete="new-password"
                required
                minLength={minLength}
                {...invalid('password', true)}
              />
              <PasswordToggle
                pressed={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
                controls={`${ids.password} ${ids.confirmPassword}`}
              />
            </div>
          </Field>
          <Field id={ids.confirmPassword} label={labels.confirmPassword}>
            <input
              id={ids.confirmPassword}
              type={showPassword ? 'text' : 'password'}
              {...form.register('confirmPassword')}
              autoComplete="new-password"
              required
              {...invalid('confirmPassword')}
            />
          </Field>
          {role === 'admin' ? (
            <Field id={ids.inviteCode} label={labels.inviteCode} hint={t`Needed once an admin exists, unless a signed-in admin registers you.`}>
              <input id={ids.inviteCode} type="text" autoComplete="off" {...form.register('inviteCode')} {...invalid('inviteCode', true)} />
            </Field>
          ) : null}
          <div className="checkbox">
            <input id={ids.terms} type="checkbox" required {...form.register('terms')} {...invalid('terms')} />
            <label htmlFor={ids.terms}>{t`I agree to the terms and conditions`}</label>{' '}
            {/* A new tab, so that what was typed here stays. */}
            <Link to="/terms" target="_blank" rel="noopener" className="checkbox__link">
              {t`Read the terms`}
            </Link>
          </div>
          <FormError id={ids.error}>{error?.message}</FormError>
          <FormStatus>{success}</FormStatus>
          <button type="submit" className="button button--primary button--block" disabled={!hydrated}>
            {loading ? t`Creating account…` : t`Create account`}
          </button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
