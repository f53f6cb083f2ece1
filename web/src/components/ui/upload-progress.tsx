import { ProgressBar } from './progress-bar';
import './upload-progress.css';

/**
 * How far an upload has gone, said and drawn: the application form's and the story dialog's. Shared
 * here so one sheet styles it (issue 29); each screen words its own label.
 */
export function UploadProgress({ id, label, percent, testId }: { id: string; label: string; percent: number | undefined; testId?: string }) {
  return (
    <div className="upload-progress" data-testid={testId}>
      <p id={id} className="upload-progress__label" aria-live="polite">
        {label}
      </p>
      <ProgressBar value={percent} labelledBy={id} />
    </div>
  );
}
