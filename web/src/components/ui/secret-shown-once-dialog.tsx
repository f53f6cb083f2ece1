import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import './secret-shown-once-dialog.css';

/** The words around a secret shown once; each caller (API keys, webhooks) writes its own. */
export interface SecretDialogTexts {
  title: string;
  warning: string;
  subjectLabel: string;
  secretLabel: string;
  copyLabel: string;
  hint: ReactNode;
}

/**
 * A secret shown this once (a new API key, a webhook's signing secret): a copy button, and a plain
 * warning that it will not be shown again. `shown` is null while closed.
 */
export function SecretShownOnceDialog({ shown, texts, onClose }: { shown: { name: string; secret: string } | null; texts: SecretDialogTexts; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown!.secret);
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
    <ModalDialog open={shown !== null} title={texts.title} closeLabel={t`Close`} onClose={close} className="api-key-secret">
      {shown ? (
        <div className="api-key-secret__body">
          <p className="api-key-secret__warning">{texts.warning}</p>
          <p>
            {texts.subjectLabel}{' '}
            <strong dir="auto" className="api-key-secret__subject">
              {shown.name}
            </strong>
          </p>
          <label htmlFor={`${id}-secret`} className="api-key-secret__label">
            {texts.secretLabel}
          </label>
          <input id={`${id}-secret`} className="api-key-secret__value" dir="ltr" readOnly value={shown.secret} onFocus={(event) => event.currentTarget.select()} />
          <div className="api-key-secret__actions">
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {copied === 'yes' ? t`Copied` : texts.copyLabel}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t`I have stored it safely`}
            </button>
          </div>
          <p role="status" className="api-key-secret__copied">
            {copied === 'yes' ? t`Copied to your clipboard.` : copied === 'failed' ? t`Copying failed; select it and copy it yourself.` : ''}
          </p>
          <p className="api-key-secret__hint">{texts.hint}</p>
        </div>
      ) : null}
    </ModalDialog>
  );
}
