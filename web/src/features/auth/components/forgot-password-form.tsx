import { useLingui } from '@lingui/react/macro';
import { forgotPasswordSchema } from '@sabil/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError, FormStatus } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { API_ROLE, ROLE_PATHS, type Role } from '../../../lib/auth/roles';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { NO_SESSION, useRequestPasswordReset } from '../hooks/use-password-reset';
import { AuthLayout } from './auth-layout';

/**
 * "Forgot password?": the address, then one answer whatever it is — whether the address has an
 * account is nobody's business but its owner's, who finds the link in their mailbox.
 */
export function ForgotPasswordForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const ids = { email: useId(), error: useId() };
  const form = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const [ask, { loading }] = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = t`Email`;
  const fieldError = form.describe(form.errorOf('email'), label);
  const error = fieldError ?? failure;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await ask({ variables: { role: API_ROLE[role], email }, context: NO_SESSION });
      setSent(true);
    } catch (caught) {
      setFailure(describeRefusal(i18n, readApiProblem(caught), { label }) ?? t`Something went wrong. Please try again.`);
    }
  });

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      intro={t`Enter the email address of your account. We will send you a link to choose a new password.`}
      footer={<Link to={ROLE_PATHS[role].login}>{t`Back to sign in`}</Link>}
    >
      {sent ? (
        <FormStatus>{t`If an account with this email exists, a link to choose a new password is on its way. It works for 30 minutes. Check your spam folder too.`}</FormStatus>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <fieldset className="form__fields" disabled={loading} aria-busy={loading}>
            <Field id={ids.email} label={label}>
              <input id={ids.email} type="email" autoComplete="email" required {...form.register('email')} aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : undefined} />
            </Field>
            <FormError id={ids.error}>{error}</FormError>
            <button type="submit" className="button button--primary button--block">
              {loading ? t`Sending…` : t`Send the link`}
            </button>
          </fieldset>
        </form>
      )}
    </AuthLayout>
  );
}
