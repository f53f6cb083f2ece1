import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useId, useState } from 'react';
import { z } from 'zod';
import { Field } from '../../../components/ui/form/field';
import { FormError } from '../../../components/ui/form-message';
import { OneTimeCodeInput, oneTimeCode } from '../../../components/ui/form/one-time-code-input';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { ConfirmTotpEnrolmentMutation, StartTotpEnrolmentMutation, type EnrolmentResult } from '../hooks/use-second-factors';
import type { OperationContext } from './enrolment-context';
import { useFreshProof } from './reauthentication';

/** The code the new app shows, and the name it goes by (the API's limit: 60 characters). */
const confirmSchema = z.object({
  code: oneTimeCode(),
  label: z.string().trim().max(60, { error: 'FIELD_TOO_LONG', abort: true }),
});

/**
 * Adds an authenticator app: the QR code to scan (or the key to type), then a code from the app to
 * show it was read right. Nothing is in use until that code matches.
 */
export function AddAuthenticatorApp({ context, onEnrolled }: { context: OperationContext; onEnrolled: (result: EnrolmentResult) => void }) {
  const { t, i18n } = useLingui();
  const ids = { code: useId(), label: useId(), error: useId(), key: useId() };
  const [start, started] = useMutation(StartTotpEnrolmentMutation);
  const [confirm, confirming] = useMutation(ConfirmTotpEnrolmentMutation);
  const withFreshProof = useFreshProof();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(confirmSchema, { defaultValues: { code: '', label: '' } });
  const enrolment = started.data?.startTotpEnrolment;

  const describe = (caught: unknown) => describeRefusal(i18n, readApiProblem(caught), { label: t`Name` }) ?? t`Something went wrong. Please try again.`;
  const onStart = async () => {
    setError(null);
    try {
      await withFreshProof(() => start({ context }));
    } catch (caught) {
      setError(describe(caught));
    }
  };
  const onConfirm = form.handleSubmit(async ({ code, label }) => {
    if (!enrolment) return;
    setError(null);
    try {
      const { data } = await withFreshProof(() => confirm({ variables: { factorId: enrolment.factorId, code, label: label || t`Authenticator app` }, context }));
      if (!data) throw new Error('no answer');
      form.reset();
      started.reset();
      onEnrolled(data.confirmTotpEnrolment);
    } catch (caught) {
      setError(describe(caught));
    }
  });
  const codeError = form.describe(form.errorOf('code'), t`Six-digit code`, { phrasing: { ONE_TIME_CODE_INVALID: t`Enter the six digits your authenticator app shows.` } });
  const labelError = form.describe(form.errorOf('label'), t`Name`);
  const shown = codeError ?? labelError ?? error;

  return (
    <div className="second-factor__method">
      <h3 className="second-factor__method-title">{t`Authenticator app`}</h3>
      <p className="second-factor__hint">{t`An app such as Google Authenticator, Microsoft Authenticator or 1Password shows a new six-digit code every 30 seconds.`}</p>
      {!enrolment ? (
        <>
          <FormError id={ids.error}>{error}</FormError>
          <button type="button" className="button button--primary" onClick={() => void onStart()} disabled={started.loading}>
            {t`Add an authenticator app`}
          </button>
        </>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void onConfirm(event)}>
          <ol className="second-factor__steps">
            <li>
              {t`Scan this QR code with the app.`}
              <img className="second-factor__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} alt={t`QR code for your authenticator app`} width={184} height={184} />
              <span id={ids.key}>{t`Or type this key:`}</span>{' '}
              <code className="second-factor__key" dir="ltr" aria-describedby={ids.key} data-testid="totp-secret">
                {/* Groups of four that never break inside (a 375 px Arabic page wrapped mid-group, issue 28). */}
                {(enrolment.secret.match(/.{1,4}/g) ?? []).map((group, index) => (
                  <Fragment key={index}>
                    {index > 0 ? ' ' : null}
                    <span className="second-factor__key-group">{group}</span>
                  </Fragment>
                ))}
              </code>
            </li>
            <li>{t`Enter the code the app shows now.`}</li>
          </ol>
          <fieldset className="form__fields" disabled={confirming.loading} aria-busy={confirming.loading}>
            <Field id={ids.code} label={t`Six-digit code`}>
              <OneTimeCodeInput id={ids.code} {...form.register('code')} error={codeError || error ? ids.error : undefined} />
            </Field>
            <Field id={ids.label} label={t`Name (optional)`}>
              <input id={ids.label} maxLength={60} placeholder={t`e.g. My phone`} {...form.register('label')} aria-invalid={labelError ? true : undefined} aria-describedby={labelError ? ids.error : undefined} />
            </Field>
            <FormError id={ids.error}>{shown}</FormError>
            <div className="second-factor__actions">
              <button type="submit" className="button button--primary">
                {confirming.loading ? t`Checking…` : t`Confirm`}
              </button>
              <button type="button" className="button button--secondary" onClick={() => (started.reset(), setError(null), form.reset())}>
                {t`Cancel`}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </div>
  );
}
