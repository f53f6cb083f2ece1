import { useLingui } from '@lingui/react/macro';
import { apiKeySchema, MAX_API_KEY_NAME_LENGTH } from '@sabil/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxGroup } from '../../../components/ui/form/checkbox-group';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { PageLoading } from '../../../components/ui/page-loading';
import type { ApiKeyScope } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../hooks/use-api-keys';
import { ApiKeyRow } from './api-keys-panel-row';
import { API_KEY_SCOPES, useScopeLabels } from './api-keys-panel-scopes';
import { ApiKeySecretDialog } from './api-keys-panel-secret-dialog';
import '../../../components/ui/integration-panel.css';
import './api-keys-panel.css';

/**
 * Integrators' API keys (issue 10): a form to issue one (name, scopes), its secret shown once in a
 * dialog, and the list with Revoke behind a confirmation. Keys only read; the API enforces it.
 */
export function ApiKeysPanel({ onMessage }: { onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const scopeLabels = useScopeLabels();
  const list = useApiKeys();
  const { create, creating } = useCreateApiKey();
  const { revoke, revoking } = useRevokeApiKey();
  const form = useSchemaForm(apiKeySchema, { defaultValues: { name: '', scopes: [] } });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const nameLabel = t`Name`;
  const nameError = form.describe(form.errorOf('name'), nameLabel, { phrasing: { FIELD_REQUIRED: t`Name is required` } });
  const scopesError = form.describe(form.errorOf('scopes'), t`Scopes`);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await create(values.name, values.scopes as ApiKeyScope[]);
      setCreated({ name: answer.apiKey.name, secret: answer.secret });
      form.reset();
    } catch (caught) {
      const problem = readApiProblem(caught);
      onMessage({ kind: 'error', text: describeRefusal(i18n, problem, { label: nameLabel }) ?? t`The key could not be created. Please try again.` });
    }
  });

  async function onConfirmRevoke() {
    if (!confirming) return;
    const keyName = confirming.name;
    try {
      await revoke(confirming.id);
      onMessage({ kind: 'success', text: t`The key "${keyName}" is revoked; it no longer works.` });
    } catch (caught) {
      const problem = readApiProblem(caught);
      onMessage({ kind: 'error', text: describeRefusal(i18n, problem) ?? t`The key could not be revoked. Please try again.` });
    } finally {
      setConfirming(null);
    }
  }

  const confirmingName = confirming?.name ?? '';
  let keys;
  if (list.loading) keys = <PageLoading />;
  else if (list.failed)
    keys = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch API keys`}
      </p>
    );
  else if (list.keys.length === 0) keys = <p className="dashboard-empty">{t`No API keys yet. Create one for each integrator.`}</p>;
  else
    keys = (
      <ul className="api-keys__list">
        {list.keys.map((apiKey) => (
          <li key={apiKey.id}>
            <ApiKeyRow apiKey={apiKey} revoking={revoking === apiKey.id} onRevoke={() => setConfirming({ id: apiKey.id, name: apiKey.name })} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="api-keys">
      <form className="api-keys__form" onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} noValidate>
        <h3 id={`${id}-title`} className="api-keys__title">
          {t`Create an API key`}
        </h3>
        <p className="api-keys__lead">{t`Integrators (a mosque's website, a zakat fund's books) read Sabil with a key. Keys can only read, and only what their scopes allow.`}</p>
        <fieldset className="api-keys__fields" disabled={creating}>
          <Field id={`${id}-name`} label={nameLabel} error={nameError}>
            <input
              id={`${id}-name`}
              maxLength={MAX_API_KEY_NAME_LENGTH}
              placeholder={t`e.g. Mosque website`}
              {...form.register('name')}
              {...fieldAria(`${id}-name`, { error: nameError })}
            />
          </Field>
          <CheckboxGroup
            id={`${id}-scopes`}
            control={form.control}
            name="scopes"
            legend={t`Scopes`}
            options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: scopeLabels[scope].label, description: scopeLabels[scope].description }))}
            error={scopesError}
          />
          <div>
            <button type="submit" className="button button--primary">
              {creating ? t`Creating…` : t`Create key`}
            </button>
          </div>
        </fieldset>
      </form>
      <h3 className="api-keys__title">{t`Keys`}</h3>
      {keys}
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
      {/* Mounted only while asked: a closed dialog's autofocused button must not take focus from the tabs. */}
      {confirming ? (
        <ConfirmDialog
          open
          title={t`Revoke this API key?`}
          confirmLabel={t`Revoke key`}
          cancelLabel={t`Keep it`}
          busy={revoking !== null}
          onConfirm={() => void onConfirmRevoke()}
          onCancel={() => setConfirming(null)}
        >
          <p>{t`"${confirmingName}" stops working at once, and cannot be turned back on. Its integrator will need a new key.`}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
