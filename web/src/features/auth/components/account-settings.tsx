import { useLingui } from '@lingui/react/macro';
import { changePasswordSchema } from '@sabil/contracts';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { ROLE_PATHS, type Role } from '../../../lib/auth/roles';
import { saveSession } from '../../../lib/auth/session';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useChangePassword } from '../hooks/use-password-reset';
import './account-settings.css';
import { AuthLayout } from './auth-layout';
import { EmailLanguageForm } from './email-language-form';
import { PasswordToggle } from './password-toggle';

type PasswordField = 'currentPassword' | 'newPassword';

/**
 * The signed-in person's account settings (/{role}/account): the language of their email, and a
 * new password.
 */
export function AccountSettings({ role }: { role: Role }) {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Account settings`} intro={t`Your email language and your password.`} footer={<Link to={ROLE_PATHS[role].home}>{t`Back`}</Link>}>
      <EmailLanguageForm />
      <ChangePasswordForm role={role} />
    </AuthLayout>
  );
}

/**
 * A new password while signed in: the current one proves it is the person, the new one follows the
 * role's rule. Every other device is signed out; this one carries on with the session the API answers.
 */
function ChangePasswordForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const ids = { currentPassword: useId(), newPassword: useId(), error: useId(), title: useId() };
  const schema = useMemo(() => changePasswordSchema(role), [role]);
  const form = useSchemaForm(schema, { defaultValues: { currentPassword: '', newPassword: '' } });
  const [change, { loading }] = useChangePassword();
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const labels: Record<PasswordField, string> = { currentPassword: t`Current password`, newPassword: t`New password` };
  const invalidField = (['currentPassword', 'newPassword'] as const).find((field) => form.errorOf(field));
  const error = invalidField ? form.describe(form.errorOf(invalidField), labels[invalidField]) : failure;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // A wrong current password is the form's business, not a lost session.
      const { data } = await change({ variables: values, context: { authFailure: 'inline' } });
      if (!data) throw new Error('no answer');
      saveSession(role, data.changePassword.token, data.changePassword.account);
      form.reset();
      setDone(true);
    } catch (caught) {
      const problem = readApiProblem(caught);
      if (problem.field === 'currentPassword' || problem.field === 'newPassword') form.refuse(problem.field, problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`Something went wrong. Please try again.`);
    }
  });

  const invalid = (field: PasswordField) => (invalidField === field ? { 'aria-invalid': true as const, 'aria-describedby': ids.error } : {});
  return (
    <section className="account-settings__section" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="account-settings__title">{t`Change your password`}</h2>
      <p className="account-settings__intro">{t`Every other device signed in to your account will be signed out; this one stays signed in.`}</p>
      {done ? (
        <p role="status" className="message message--success" data-testid="password-changed">
          {t`Your password was changed. Every other device was signed out.`}
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form__fields" disabled={loading} aria-busy={loading}>
          <Field id={ids.currentPassword} label={labels.currentPassword}>
            <input id={ids.currentPassword} type={shown ? 'text' : 'password'} autoComplete="current-password" required {...form.register('currentPassword')} {...invalid('currentPassword')} />
          </Field>
          <Field id={ids.newPassword} label={labels.newPassword}>
            <div className="password-input">
              <input id={ids.newPassword} type={shown ? 'text' : 'password'} autoComplete="new-password" required {...form.register('newPassword')} {...invalid('newPassword')} />
              <PasswordToggle pressed={shown} onToggle={() => setShown((value) => !value)} controls={`${ids.currentPassword} ${ids.newPassword}`} />
            </div>
          </Field>
          <FormError id={ids.error}>{error}</FormError>
          <button type="submit" className="button button--primary button--block">
            {loading ? t`Saving…` : t`Change password`}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
