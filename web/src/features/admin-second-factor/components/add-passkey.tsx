import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { startRegistration } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { Field } from '../../../components/ui/form/field';
import { FormError } from '../../../components/ui/form-message';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { FinishPasskeyEnrolmentMutation, StartPasskeyEnrolmentMutation, type EnrolmentResult } from '../hooks/use-second-factors';
import type { OperationContext } from './enrolment-context';
import { useFreshProof } from './reauthentication';
import { passkeyFailure } from '../../../lib/auth/passkey-failure';

/** Adds a passkey: the browser's own prompt (a security key, the phone, the computer's lock), then a name for it. */
export function AddPasskey({ context, onEnrolled }: { context: OperationContext; onEnrolled: (result: EnrolmentResult) => void }) {
  const { t, i18n } = useLingui();
  const ids = { label: useId(), error: useId() };
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [start] = useMutation(StartPasskeyEnrolmentMutation);
  const [finish] = useMutation(FinishPasskeyEnrolmentMutation);
  const withFreshProof = useFreshProof();

  const onAdd = async () => {
    setError(null);
    setBusy(true);
    try {
      const { data } = await withFreshProof(() => start({ context }));
      if (!data) throw new Error('no options');
      let answer;
      try {
        answer = await startRegistration({ optionsJSON: JSON.parse(data.startPasskeyEnrolment) });
      } catch (caught) {
        setError(i18n._(passkeyFailure(caught)));
        return;
      }
      const done = await withFreshProof(() => finish({ variables: { response: JSON.stringify(answer), label: label.trim() || t`Passkey` }, context }));
      if (!done.data) throw new Error('no answer');
      setLabel('');
      onEnrolled(done.data.finishPasskeyEnrolment);
    } catch (caught) {
      setError(describeRefusal(i18n, readApiProblem(caught), { label: t`Name` }) ?? t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="second-factor__method">
      <h3 className="second-factor__method-title">{t`Passkey`}</h3>
      <p className="second-factor__hint">{t`A security key, or the fingerprint or face unlock of this phone or computer. The quickest way to sign in.`}</p>
      <div className="form__fields">
        <Field id={ids.label} label={t`Name (optional)`}>
          <input id={ids.label} maxLength={60} value={label} placeholder={t`e.g. YubiKey`} onChange={(event) => setLabel(event.target.value)} disabled={busy} />
        </Field>
        <FormError id={ids.error}>{error}</FormError>
        <button type="button" className="button button--primary" onClick={() => void onAdd()} disabled={busy} aria-describedby={error ? ids.error : undefined}>
          {busy ? t`Waiting for your passkey…` : t`Add a passkey`}
        </button>
      </div>
    </div>
  );
}
