import { useLingui } from '@lingui/react/macro';

/** A spinner while something loads, announced to screen readers as "Loading…". */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
