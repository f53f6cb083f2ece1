import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/**
 * Issue 31: "Give this as zakat", offered only on a zakat-eligible journey (the API refuses zakat
 * elsewhere), with the category it falls under and a link to the zakat policy. Its own component so
 * that the gift's other options sit beside it without touching it.
 */
export function ZakatChoice({ id, category, checked, onChange }: { id: string; category: string; checked: boolean; onChange: (zakat: boolean) => void }) {
  const { t } = useLingui();
  return (
    <div className="zakat-choice">
      <label className="checkbox">
        <input type="checkbox" aria-describedby={`${id}-zakat-note`} data-testid="zakat-choice" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{t`Give this as zakat`}</span>
      </label>
      <p id={`${id}-zakat-note`} className="zakat-choice__note">
        {t`Zakat-eligible: ${category}.`} <Link to="/zakat">{t`What Sabil accepts as zakat`}</Link>
      </p>
    </div>
  );
}
