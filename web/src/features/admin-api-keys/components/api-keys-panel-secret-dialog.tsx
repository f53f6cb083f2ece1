import { useLingui } from '@lingui/react/macro';
import { SecretShownOnceDialog, type SecretDialogTexts } from '../../../components/ui/secret-shown-once-dialog';

/** The new key's secret, shown this once. */
export function ApiKeySecretDialog({ created, onClose }: { created: { name: string; secret: string } | null; onClose: () => void }) {
  const { t } = useLingui();
  // The header's name is the protocol's, in every language.
  const header = 'Authorization: Bearer';
  const texts: SecretDialogTexts = {
    title: t`Your new API key`,
    warning: t`Copy this key now. You will not see it again: only a fingerprint of it is kept.`,
    subjectLabel: t`Key for:`,
    secretLabel: t`API key`,
    copyLabel: t`Copy key`,
    hint: t`Integrators send it in the ${header} header. It can only read; revoke it here when it is no longer needed.`,
  };
  return <SecretShownOnceDialog shown={created} texts={texts} onClose={onClose} />;
}
