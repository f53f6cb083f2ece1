import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * Recovery codes, shown this once: each opens the account one time when the passkey or phone is
 * lost. Copy or download them, then say they are kept.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  // The codes replace the form the admin was using: take them there.
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="second-factor__codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1} className="second-factor__title">
        {t`Save your recovery codes`}
      </h2>
      <p>{t`If you lose your passkey or phone, each of these codes lets you sign in once. They are shown only now: keep them somewhere safe, away from this computer.`}</p>
      <ol className="second-factor__code-list" dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <button type="button" className="button button--secondary" onClick={() => void onCopy()}>
          {copied ? t`Copied` : t`Copy the codes`}
        </button>
        <a className="button button--secondary" download="sabil-recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text + '\n')}`}>
          {t`Download`}
        </a>
        <button type="button" className="button button--primary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
