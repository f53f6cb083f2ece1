import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import './api-keys-panel.css';

/** The new key's secret, shown this once: a copy button, and a plain warning that it will not be shown again. */
export function ApiKeySecretDialog({ created, onClose }: { created: { name: string; secret: string } | null; onClose: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // The header's name is the protocol's, in every language.
  const header = 'Authorization: Bearer';

  async function copy() {
    try {
      await navigator.clipboard.writeText(created!.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function close() {
    setCopied(null);
    onClose();
  }

  return (
    <ModalDialog open={created !== null} title={t`Your new API key`} closeLabel={t`Close`} onClose={close} className="api-key-secret">
      {created ? (
        <div className="api-key-secret__body">
          <p className="api-key-secret__warning">
            {t`Copy this key now. You will not see it again: only a fingerprint of it is kept.`}
          </p>
          <p>
            {t`Key for:`} <strong dir="auto">{created.name}</strong>
          </p>
          <label htmlFor="api-key-secret-value" className="api-key-secret__label">
            {t`API key`}
          </label>
          <input id="api-key-secret-value" className="api-key-secret__value" dir="ltr" readOnly value={created.secret} onFocus={(event) => event.currentTarget.select()} />
          <div className="api-key-secret__actions">
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {copied === 'yes' ? t`Copied` : t`Copy key`}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t`I have stored it safely`}
            </button>
          </div>
          <p role="status" className="api-key-secret__copied">
            {copied === 'yes' ? t`The key is on your clipboard.` : copied === 'failed' ? t`Copying failed; select the key and copy it yourself.` : ''}
          </p>
          <p className="api-key-secret__hint">{t`Integrators send it in the ${header} header. It can only read; revoke it here when it is no longer needed.`}</p>
        </div>
      ) : null}
    </ModalDialog>
  );
}
