import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { Field } from '../../../components/ui/form/field';
import { FreshProof, type WithFreshProof } from '../../../components/ui/fresh-proof';
import { OneTimeCodeInput, oneTimeCode } from '../../../components/ui/form/one-time-code-input';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError } from '../../../components/ui/form-message';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { saveSession } from '../../../lib/auth/session';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { MySecondFactorsQuery, ReauthenticateMutation } from '../hooks/use-second-factors';

export { useFreshProof, type WithFreshProof } from '../../../components/ui/fresh-proof';

/** What needs the fresh proof, for the dialog's explanation: second-factor changes, or an approval (a payout, issue 30). */
export type FreshProofPurpose = 'second-factors' | 'approval';

interface Waiting {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  refusal: unknown;
}

/**
 * Adding or removing a factor and renewing recovery codes need a proof of who the admin is within
 * the last 5 minutes (issue 28). A change the API refuses with REAUTHENTICATION_REQUIRED opens a
 * dialog asking for the password, or — for an admin with an authenticator app, who may choose — a
 * code from it; the fresh session it answers replaces the stored one and the
 * change runs again. Closing the dialog gives the change its refusal back.
 */
export function ReauthenticationProvider({ children, purpose = 'second-factors' }: { children: ReactNode; purpose?: FreshProofPurpose }) {
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
      <ProveAgainDialog waiting={waiting} purpose={purpose} onDone={() => setWaiting(null)} />
    </FreshProof.Provider>
  );
}

/** How the admin proves it again: the password, or (with an authenticator app) a code from it. */
type Proof = 'password' | 'code';

/** The password as typed (no trimming: spaces may be part of it). */
const passwordSchema = z.object({ password: z.string().refine((value) => value !== '', { error: 'FIELD_REQUIRED', abort: true }) });
const codeSchema = z.object({ code: oneTimeCode() });

function ProveAgainDialog({ waiting, purpose, onDone }: { waiting: Waiting | null; purpose: FreshProofPurpose; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const ids = { password: useId(), code: useId(), error: useId() };
  const open = waiting !== null;
  const [reauthenticate, { loading }] = useMutation(ReauthenticateMutation);
  // The security screen has read the factors already: an app among them offers its code as the answer.
  const { data } = useQuery(MySecondFactorsQuery, { skip: !open });
  const hasApp = data?.mySecondFactors.factors.some((factor) => factor.kind === 'TOTP') ?? false;
  const [chosen, setChosen] = useState<Proof>('password');
  const proof: Proof = hasApp ? chosen : 'password';
  // One form per proof, each through the kit: only the one shown is checked and sent.
  const passwordForm = useSchemaForm(passwordSchema, { defaultValues: { password: '' } });
  const codeForm = useSchemaForm(codeSchema, { defaultValues: { code: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const retrying = useRef(false);
  const fieldError =
    proof === 'code'
      ? codeForm.describe(codeForm.errorOf('code'), t`Six-digit code`, { phrasing: { ONE_TIME_CODE_INVALID: t`Enter the six digits your authenticator app shows.` } })
      : passwordForm.describe(passwordForm.errorOf('password'), t`Password`, { phrasing: { FIELD_REQUIRED: t`Enter your password.` } });
  const error = fieldError ?? failure;

  // The first field has the focus when the dialog opens, and the other one when the admin switches.
  useEffect(() => {
    if (open) document.getElementById(proof === 'code' ? ids.code : ids.password)?.focus();
  }, [open, proof, ids.code, ids.password]);

  const reset = () => {
    passwordForm.reset();
    codeForm.reset();
    setFailure(null);
    setChosen('password');
  };
  const close = () => {
    waiting?.reject(waiting.refusal);
    reset();
    onDone();
  };
  const switchTo = (next: Proof) => {
    passwordForm.clearErrors();
    codeForm.clearErrors();
    setFailure(null);
    setChosen(next);
  };
  const send = async (variables: { password: string } | { code: string }) => {
    if (!waiting || retrying.current) return;
    setFailure(null);
    let session;
    try {
      session = (await reauthenticate({ variables })).data?.reauthenticate;
      if (!session) throw new Error('no answer');
    } catch (caught) {
      const label = proof === 'code' ? t`Six-digit code` : t`Password`;
      setFailure(describeRefusal(i18n, readApiProblem(caught), { label }) ?? t`Something went wrong. Please try again.`);
      return;
    }
    saveSession('admin', session.token, session.account);
    reset();
    onDone();
    retrying.current = true;
    waiting.retry().then(waiting.resolve, waiting.reject).finally(() => (retrying.current = false));
  };
  // Run from the submit event (handleSubmit inside it), where the ref may be read.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    proof === 'code' ? codeForm.handleSubmit(({ code }) => send({ code }))(event) : passwordForm.handleSubmit(({ password }) => send({ password }))(event);

  const describedBy = error ? ids.error : undefined;
  return (
    <ModalDialog open={open} title={t`Confirm it is you`} closeLabel={t`Close`} onClose={close} busy={loading}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>
          {purpose === 'approval'
            ? hasApp
              ? t`Approving needs a fresh proof when you last gave one more than 5 minutes ago: your password, or a code from your authenticator app.`
              : t`Approving needs your password again when you last entered it more than 5 minutes ago.`
            : hasApp
              ? t`Changes to your second factors need a fresh proof when you last gave one more than 5 minutes ago: your password, or a code from your authenticator app.`
              : t`Changes to your second factors need your password again when you last entered it more than 5 minutes ago.`}
        </p>
        <fieldset className="form__fields" disabled={loading} aria-busy={loading}>
          {proof === 'password' ? (
            <Field id={ids.password} label={t`Password`}>
              <input
                id={ids.password}
                type="password"
                autoComplete="current-password"
                required
                {...passwordForm.register('password')}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
            </Field>
          ) : (
            <Field id={ids.code} label={t`Six-digit code`}>
              <OneTimeCodeInput id={ids.code} {...codeForm.register('code')} error={describedBy} />
            </Field>
          )}
          {hasApp && (
            <button type="button" className="reauthenticate__switch" onClick={() => switchTo(proof === 'password' ? 'code' : 'password')}>
              {proof === 'password' ? t`Use a code from your authenticator app instead` : t`Use your password instead`}
            </button>
          )}
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
