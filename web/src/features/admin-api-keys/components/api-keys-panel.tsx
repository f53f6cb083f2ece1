import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fieldAria } from '../../../components/ui/form/field';
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

const NAME_MAX = 100;

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
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);

  function toggle(scope: ApiKeyScope, on: boolean) {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const found = {
      name: trimmed === '' ? t`Name is required` : trimmed.length > NAME_MAX ? t`Name must be at most ${NAME_MAX} characters` : undefined,
      scopes: scopes.length === 0 ? t`Choose at least one scope for the key.` : undefined,
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    try {
      const answer = await create(trimmed, API_KEY_SCOPES.filter((scope) => scopes.includes(scope)));
      setCreated({ name: answer.apiKey.name, secret: answer.secret });
      setName('');
      setScopes([]);
    } catch (caught) {
      const problem = readApiProblem(caught);
      onMessage({ kind: 'error', text: describeRefusal(i18n, problem, { label: t`Name` }) ?? t`The key could not be created. Please try again.` });
    }
  }

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
          <div className="field">
            <label htmlFor={`${id}-name`}>{t`Name`}</label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              placeholder={t`e.g. Mosque website`}
              {...fieldAria(`${id}-name`, { error: errors.name })}
            />
            {errors.name ? (
              <p id={`${id}-name-error`} className="field__error">
                {errors.name}
              </p>
            ) : null}
          </div>
          <fieldset className="api-keys__scopes" aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
            <legend>{t`Scopes`}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="api-keys__scope">
                <input type="checkbox" checked={scopes.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} />
                <span>
                  <span className="api-keys__scope-name">{scopeLabels[scope].label}</span>
                  <span className="api-keys__scope-hint">{scopeLabels[scope].description}</span>
                </span>
              </label>
            ))}
            {errors.scopes ? (
              <p id={`${id}-scopes-error`} className="field__error">
                {errors.scopes}
              </p>
            ) : null}
          </fieldset>
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
