import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Issue 31: the donor's choice of every approved journey, or the zakat-eligible ones only. */
export function ZakatFilter({ zakatOnly, onChange }: { zakatOnly: boolean; onChange: (zakatOnly: boolean) => void }) {
  const { t } = useLingui();
  return (
    <div className="zakat-filter">
      <label className="checkbox">
        <input type="checkbox" checked={zakatOnly} onChange={(event) => onChange(event.target.checked)} data-testid="zakat-filter" />
        <span>{t`Zakat-eligible journeys only`}</span>
      </label>
      <Link to="/zakat/calculator" className="zakat-filter__calculator">
        {t`Zakat calculator`}
      </Link>
    </div>
  );
}
