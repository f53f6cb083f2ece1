import { useLingui } from '@lingui/react/macro';
import { resetPasswordSchema } from '@sabil/contracts';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { ROLE_PATHS, type Role } from '../../../lib/auth/roles';
import { clearSession } from '../../../lib/auth/session';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { NO_SESSION, useResetPassword } from '../hooks/use-password-reset';
import { AuthLayout } from './auth-layout';
import { PasswordToggle } from './password-toggle';

/** What the sign-in page is told after a reset (router state): it says so. */
export interface PasswordChanged {
  passwordChanged: true;
}

/**
 * The page a reset link opens: a new password under the role's rule. Done, every session of the
 * account has ended (this browser's too) and the sign-in page says the password changed.
 */
export function ResetPasswordForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = { password: useId(), error: useId() };
  const schema = useMemo(() => resetPasswordSchema(role), [role]);
  const form = useSchemaForm(schema, { defaultValues: { token: params.get('token') ?? '', password: '' } });
  const [reset, { loading }] = useResetPassword();
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = t`New password`;
  const missingToken = !params.get('token');
  const error = missingToken
    ? t`This reset link is not valid, was already used or has expired. Ask for a new one.`
    : (form.describe(form.errorOf('password'), label) ?? failure);

  const onSubmit = form.handleSubmit(async ({ token, password }) => {
    setFailure(null);
    try {
      await reset({ variables: { token, password }, context: NO_SESSION });
      clearSession(role);
      navigate(ROLE_PATHS[role].login, { replace: true, state: { passwordChanged: true } satisfies PasswordChanged });
    } catch (caught) {
      setFailure(describeRefusal(i18n, readApiProblem(caught), { label }) ?? t`Something went wrong. Please try again.`);
    }
  });

  return (
    <AuthLayout
      title={t`Choose a new password`}
      intro={t`Every device signed in to your account will be signed out.`}
      footer={<Link to={`/${role}/forgot-password`}>{t`Ask for a new link`}</Link>}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form__fields" disabled={loading || missingToken} aria-busy={loading}>
          <Field id={ids.password} label={label}>
            <div className="password-input">
              <input
                id={ids.password}
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                required
                {...form.register('password')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
              />
              <PasswordToggle pressed={shown} onToggle={() => setShown((value) => !value)} controls={ids.password} />
            </div>
          </Field>
          <FormError id={ids.error}>{error}</FormError>
          <button type="submit" className="button button--primary button--block">
            {loading ? t`Saving…` : t`Save the new password`}
          </button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
