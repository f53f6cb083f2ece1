import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { UserText } from '../../../components/ui/user-text';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { OperatorRowFragment, useAdminOperators, useOperatorChanges } from '../hooks/use-operators';
import { OperatorForm } from './operator-form';
import './payouts-panel.css';

/**
 * The admins' Payouts tab (issue 30): the licensed Hajj and Umrah operators payouts may pay, each
 * one editable, and a form to add one. Every change is audited. A journey's payouts themselves are
 * proposed and approved on its application (the Approved tab), and exported as CSV with the
 * dashboard's other downloads.
 */
export function PayoutsPanel({ onMessage }: { onMessage: (message: FlashMessage) => void }) {
  const { t } = useLingui();
  const id = useId();
  const operators = useAdminOperators();
  const changes = useOperatorChanges();
  const list = operators.data?.operators;
  return (
    <div className="payouts-panel">
      <section aria-labelledby={`${id}-operators`}>
        <h2 id={`${id}-operators`} className="payouts-panel__title">
          {t`Licensed operators`}
        </h2>
        <p className="payouts-panel__lead">{t`Payouts to an operator name one of these. Propose and approve a journey's payouts on its approved application.`}</p>
        {!list ? (
          operators.error ? (
            <p role="alert" className="message message--error">
              {t`The operators could not be loaded.`}
            </p>
          ) : (
            <PageLoading />
          )
        ) : list.length === 0 ? (
          <p className="payouts-panel__empty">{t`No operator yet.`}</p>
        ) : (
          <ul className="payouts-panel__list" data-testid="operators-list">
            {list.map((operator) => (
              <OperatorRow
                key={operator.id}
                from={operator}
                onSave={async (operatorId, input) => {
                  await changes.update({ variables: { id: operatorId, input } });
                  onMessage({ kind: 'success', text: t`The operator is saved.` });
                }}
              />
            ))}
          </ul>
        )}
        <OperatorForm
          title={t`Add an operator`}
          submitLabel={t`Add the operator`}
          onSave={async (input) => {
            await changes.create({ variables: { input } });
            onMessage({ kind: 'success', text: t`The operator is added.` });
          }}
        />
      </section>
    </div>
  );
}

function OperatorRow({ from, onSave }: { from: FragmentType<typeof OperatorRowFragment>; onSave: (id: string, input: { name: string; country: string; licenceNumber: string; contact: string }) => Promise<void> }) {
  const { t } = useLingui();
  const id = useId();
  const { data: operator, complete } = useFragment({ fragment: OperatorRowFragment, from });
  const [editing, setEditing] = useState(false);
  if (!complete) return null;
  return (
    <li className="payouts-panel__item" data-testid="operator-row">
      {editing ? (
        <OperatorForm
          title={t`Change ${operator.name}`}
          submitLabel={t`Save`}
          initial={{ name: operator.name, country: operator.country, licenceNumber: operator.licenceNumber, contact: operator.contact }}
          onSave={async (input) => {
            await onSave(operator.id, input);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <article aria-labelledby={`${id}-name`} className="payouts-panel__operator">
          <UserText as="h3" id={`${id}-name`} className="payouts-panel__name" text={operator.name} />
          <dl className="payouts-panel__facts">
            <div>
              <dt>{t`Country`}</dt>
              <UserText as="dd" text={operator.country} />
            </div>
            <div>
              <dt>{t`Licence number`}</dt>
              <dd>
                <bdi dir="ltr">{operator.licenceNumber}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t`Contact`}</dt>
              <UserText as="dd" text={operator.contact} />
            </div>
          </dl>
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)} aria-describedby={`${id}-name`}>
            {t`Edit`}
          </button>
        </article>
      )}
    </li>
  );
}
