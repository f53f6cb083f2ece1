import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../../components/ui/form/field';
import { FormError } from '../../../components/ui/form-message';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { saveSession } from '../../../lib/auth/session';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { ReauthenticateMutation } from '../hooks/use-second-factors';

/** Runs a second-factor change; when the API wants a fresh proof first, asks for it, then runs the change again. */
export type WithFreshProof = <T>(change: () => Promise<T>) => Promise<T>;

const FreshProof = createContext<WithFreshProof>((change) => change());

/** The change runner of the nearest ReauthenticationProvider (outside one, the change simply runs). */
export function useFreshProof(): WithFreshProof {
  return useContext(FreshProof);
}

interface Waiting {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  refusal: unknown;
}

/**
 * Adding or removing a factor and renewing recovery codes need a proof of who the admin is within
 * the last 5 minutes (issue 28). A change the API refuses with REAUTHENTICATION_REQUIRED opens a
 * dialog asking for the password; the fresh session it answers replaces the stored one and the
 * change runs again. Closing the dialog gives the change its refusal back.
 */
export function ReauthenticationProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const withFreshProof = useCallback<WithFreshProof>(
    async (change) => {
      try {
        return await change();
      } catch (caught) {
        if (readApiProblem(caught).reason !== 'REAUTHENTICATION_REQUIRED') throw caught;
        return new Promise((resolve, reject) => setWaiting({ retry: change, resolve: resolve as (value: unknown) => void, reject, refusal: caught }));
      }
    },
    [],
  );
  return (
    <FreshProof.Provider value={withFreshProof}>
      {children}
      <PasswordAgainDialog waiting={waiting} onDone={() => setWaiting(null)} />
    </FreshProof.Provider>
  );
}

function PasswordAgainDialog({ waiting, onDone }: { waiting: Waiting | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const ids = { password: useId(), error: useId() };
  const [reauthenticate, { loading }] = useMutation(ReauthenticateMutation);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const retrying = useRef(false);

  const close = () => {
    waiting?.reject(waiting.refusal);
    setPassword('');
    setError(null);
    onDone();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!waiting || retrying.current) return;
    if (!password) return setError(t`Enter your password.`);
    setError(null);
    let session;
    try {
      session = (await reauthenticate({ variables: { password } })).data?.reauthenticate;
      if (!session) throw new Error('no answer');
    } catch (caught) {
      setError(describeRefusal(i18n, readApiProblem(caught), { label: t`Password` }) ?? t`Something went wrong. Please try again.`);
      return;
    }
    saveSession('admin', session.token, session.account);
    setPassword('');
    onDone();
    retrying.current = true;
    waiting.retry().then(waiting.resolve, waiting.reject).finally(() => (retrying.current = false));
  };

  return (
    <ModalDialog open={waiting !== null} title={t`Confirm it is you`} closeLabel={t`Close`} onClose={close} busy={loading}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{t`Changes to your second factors need your password again when you last entered it more than 5 minutes ago.`}</p>
        <fieldset className="form__fields" disabled={loading} aria-busy={loading}>
          <Field id={ids.password} label={t`Password`}>
            <input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
          </Field>
          <FormError id={ids.error}>{error}</FormError>
          <div className="second-factor__actions">
            <button type="submit" className="button button--primary">
              {loading ? t`Checking…` : t`Confirm`}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t`Cancel`}
            </button>
          </div>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
