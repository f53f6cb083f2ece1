import './progress-bar.css';

/**
 * A horizontal bar for a share of something done (an upload, a funding goal), 0–100. Without a
 * value it is indeterminate. It fills from the start edge, so right-to-left pages fill from the right.
 */
export function ProgressBar({ value, labelledBy, label, valueText }: { value?: number; labelledBy?: string; label?: string; valueText?: string }) {
  const clamped = value === undefined ? undefined : Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      className={clamped === undefined ? 'progress progress--indeterminate' : 'progress'}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <span className="progress__fill" style={{ inlineSize: clamped === undefined ? undefined : `${clamped}%` }} />
    </div>
  );
}
