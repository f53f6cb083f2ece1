import { useLingui } from '@lingui/react/macro';
import { useSiteDetails } from '../../lib/config/site-details';
import { UserText } from './user-text';

/**
 * The charity's own details (CHARITY_* on the web server: name, registration number, postal
 * address, phone, email), each shown only when set; nothing at all when none is.
 */
export function CharityDetails({ className }: { className?: string }) {
  const { t } = useLingui();
  const { charity } = useSiteDetails();
  const rows = [
    charity.name ? { key: 'name', label: t`Charity`, value: <UserText text={charity.name} /> } : null,
    charity.registrationNumber ? { key: 'registration', label: t`Registration number`, value: <UserText text={charity.registrationNumber} /> } : null,
    charity.address ? { key: 'address', label: t`Postal address`, value: <UserText as="span" className="charity-details__address" text={charity.address} /> } : null,
    charity.phone ? { key: 'phone', label: t`Phone`, value: <a href={`tel:${charity.phone.replace(/[^+0-9]/g, '')}`} dir="ltr">{charity.phone}</a> } : null,
    charity.email ? { key: 'email', label: t`Email`, value: <a href={`mailto:${charity.email}`} dir="ltr">{charity.email}</a> } : null,
  ].filter((row) => row !== null);
  if (!rows.length) return null;
  return (
    <dl className={['charity-details', className].filter(Boolean).join(' ')}>
      {rows.map((row) => (
        <div key={row.key} className="charity-details__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
