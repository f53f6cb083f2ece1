import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { UploadProgress } from '../../../components/ui/upload-progress';
import type { UploadProgress as Progress } from '../../../lib/apollo/upload-fetch';

/** How far the application and its ID document have gone up; then that the server is checking it. */
export function UploadProgressBar({ progress }: { progress: Progress | null }) {
  const { t } = useLingui();
  const id = useId();
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : undefined;
  const label =
    percent === undefined ? t`Uploading your application…` : percent < 100 ? t`Uploading your application… ${percent}%` : t`Uploaded. Checking your application…`;
  return <UploadProgress id={id} label={label} percent={percent} testId="upload-progress" />;
}
