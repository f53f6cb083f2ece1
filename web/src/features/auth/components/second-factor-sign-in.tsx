import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { startAuthentication } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Link, useNavigate } from 'react-router-dom';
import { Field } from '../../../components/ui/form/field';
import { FormError } from '../../../components/ui/form-message';
import { OneTimeCodeInput, oneTimeCode } from '../../../components/ui/form/one-time-code-input';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { ROLE_PATHS } from '../../../lib/auth/roles';
import { forgetPendingSignIn, pendingContext, pendingSignIn } from '../../../lib/auth/pending-sign-in';
import { saveSession } from '../../../lib/auth/session';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { AuthLayout } from './auth-layout';
import { StartPasskeySignInMutation, VerifySecondFactorMutation } from '../hooks/use-second-factor-sign-in';
import { passkeyFailure } from '../../../lib/auth/passkey-failure';
import './second-factor-sign-in.css';

/** A code from the app, or one of the recovery codes: whichever way the admin chose (`recovery`). */
const secondFactorSchema = z
  .object({ recovery: z.boolean(), code: z.string(), recoveryCode: z.string().trim() })
  .superRefine((values, ctx) => {
    if (values.recovery && !values.recoveryCode) ctx.addIssue({ code: 'custom', path: ['recoveryCode'], message: 'RECOVERY_CODE_REQUIRED' });
    if (!values.recovery && !oneTimeCode().safeParse(values.code).success) ctx.addIssue({ code: 'custom', path: ['code'], message: 'ONE_TIME_CODE_INVALID' });
  })
  .transform((values) => (values.recovery ? { recoveryCode: values.recoveryCode } : { code: oneTimeCode().parse(values.code) }));

/**
 * The second step of an admin's sign-in (/admin/verify): the passkey, a code from the
 * authenticator app, or a recovery code, whichever the admin has. A sign-in that is not waiting
 * here (expired, or opened directly) goes back to the password.
 */
export function SecondFactorSignIn() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const ids = { code: useId(), recovery: useId(), error: useId() };
  const [pending] = useState(pendingSignIn);
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Without an authenticator app, a recovery code is the only way shown.
  const form = useSchemaForm(secondFactorSchema, { defaultValues: { recovery: !pending?.factorKinds.includes('TOTP'), code: '', recoveryCode: '' } });
  const [startPasskey] = useMutation(StartPasskeySignInMutation);
  const [verify, { loading }] = useMutation(VerifySecondFactorMutation);
  const [busy, setBusy] = useState(false);

  if (!pending || pending.step !== 'SECOND_FACTOR') {
    return (
      <AuthLayout title={t`Confirm it’s you`} intro={t`This sign-in has expired. Please sign in again.`} footer={<Link to={ROLE_PATHS.admin.login}>{t`Back to sign in`}</Link>}>
        {null}
      </AuthLayout>
    );
  }
  const context = pendingContext(pending.token);
  const hasPasskey = pending.factorKinds.includes('PASSKEY');
  const hasApp = pending.factorKinds.includes('TOTP');

  const finish = async (input: { code?: string; recoveryCode?: string; passkeyResponse?: string }) => {
    setError(null);
    try {
      const { data } = await verify({ variables: { input }, context });
      if (!data) throw new Error('no answer');
      forgetPendingSignIn();
      saveSession('admin', data.verifySecondFactor.token, data.verifySecondFactor.account);
      navigate(ROLE_PATHS.admin.home, { replace: true });
    } catch (caught) {
      setError(describeRefusal(i18n, readApiProblem(caught)) ?? t`Something went wrong. Please try again.`);
    }
  };

  const onPasskey = async () => {
    setError(null);
    setBusy(true);
    try {
      const { data } = await startPasskey({ context });
      if (!data) throw new Error('no options');
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: JSON.parse(data.startPasskeySignIn) });
      } catch (caught) {
        setError(i18n._(passkeyFailure(caught)));
        return;
      }
      await finish({ passkeyResponse: JSON.stringify(answer) });
    } catch (caught) {
      setError(describeRefusal(i18n, readApiProblem(caught)) ?? t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const showRecovery = useRecovery || !hasApp;
  const onSubmit = form.handleSubmit((answer) => finish(answer));
  const fieldError = form.describe(form.errorOf(showRecovery ? 'recoveryCode' : 'code'), showRecovery ? t`Recovery code` : t`Code from your authenticator app`, {
    phrasing: { ONE_TIME_CODE_INVALID: t`Enter the six digits your authenticator app shows.`, RECOVERY_CODE_REQUIRED: t`Enter one of your recovery codes.` },
  });
  const shown = fieldError ?? error;
  const described = shown ? { 'aria-invalid': true as const, 'aria-describedby': ids.error } : {};
  return (
    <AuthLayout
      title={t`Confirm it’s you`}
      intro={t`Your admin account has a second factor. Use it to finish signing in.`}
      footer={<Link to={ROLE_PATHS.admin.login} onClick={forgetPendingSignIn}>{t`Sign in with another account`}</Link>}
    >
      {hasPasskey ? (
        <button type="button" className="button button--primary button--block" onClick={() => void onPasskey()} disabled={busy || loading}>
          {busy ? t`Waiting for your passkey…` : t`Use your passkey`}
        </button>
      ) : null}
      <form className="form second-factor__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form__fields" disabled={loading || busy} aria-busy={loading}>
          {showRecovery ? (
            <Field id={ids.recovery} label={t`Recovery code`}>
              <input id={ids.recovery} dir="ltr" autoComplete="off" spellCheck={false} {...form.register('recoveryCode')} {...described} />
            </Field>
          ) : (
            <Field id={ids.code} label={t`Code from your authenticator app`}>
              <OneTimeCodeInput id={ids.code} {...form.register('code')} error={shown ? ids.error : undefined} />
            </Field>
          )}
          <FormError id={ids.error}>{shown}</FormError>
          <button type="submit" className={hasPasskey ? 'button button--secondary button--block' : 'button button--primary button--block'}>
            {loading ? t`Checking…` : showRecovery ? t`Use this recovery code` : t`Verify`}
          </button>
        </fieldset>
      </form>
      {hasApp ? (
        <p className="auth__forgot">
          <button type="button" className="second-factor__switch" onClick={() => (setUseRecovery(!useRecovery), form.setValue('recovery', !useRecovery), setError(null), form.clearErrors())}>
            {useRecovery ? t`Use a code from your authenticator app` : t`Use a recovery code instead`}
          </button>
        </p>
      ) : null}
    </AuthLayout>
  );
}
