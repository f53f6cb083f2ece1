import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { UserText } from '../../../components/ui/user-text';
import type { MySecondFactorsQuery } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { useFormatters } from '../../../lib/i18n/formatters';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { RemoveSecondFactorMutation } from '../hooks/use-second-factors';
import { useFreshProof } from './reauthentication';

type Factor = MySecondFactorsQuery['mySecondFactors']['factors'][number];

/** The admin's factors, oldest first, each with when it was added and last used, and a way to remove it. */
export function FactorList({ factors, canRemove, onChanged }: { factors: Factor[]; canRemove: boolean; onChanged: (message: string | null, error?: string) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const [removing, setRemoving] = useState<Factor | null>(null);
  const [remove, { loading }] = useMutation(RemoveSecondFactorMutation);
  const withFreshProof = useFreshProof();
  const kindLabel = (kind: Factor['kind']) => (kind === 'PASSKEY' ? t`Passkey` : t`Authenticator app`);

  const onConfirm = async () => {
    if (!removing) return;
    try {
      await withFreshProof(() => remove({ variables: { id: removing.id } }));
      onChanged(t`Removed.`);
    } catch (caught) {
      onChanged(null, describeRefusal(i18n, readApiProblem(caught)) ?? t`Something went wrong. Please try again.`);
    } finally {
      setRemoving(null);
    }
  };

  if (factors.length === 0) return <p className="message message--empty">{t`No second factor yet.`}</p>;
  return (
    <>
      <ul className="second-factor__list" data-testid="second-factors">
        {factors.map((factor) => (
          <li key={factor.id} className="second-factor__item">
            <div>
              <UserText as="p" className="second-factor__label" text={factor.label} />
              <p className="second-factor__meta">
                {kindLabel(factor.kind)} · {t`added ${format.date(factor.createdAt)}`} ·{' '}
                {factor.lastUsedAt ? t`last used ${format.date(factor.lastUsedAt)}` : t`not used yet`}
              </p>
            </div>
            {canRemove ? (
              <button type="button" className="button button--secondary button--small" onClick={() => setRemoving(factor)}>
                {t`Remove`}
                <span className="visually-hidden"> {factor.label}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove this second factor?`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Keep it`}
        busy={loading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setRemoving(null)}
      >
        <p>{t`It will no longer let you sign in. Removing the last one also removes your recovery codes.`}</p>
      </ConfirmDialog>
    </>
  );
}
