import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { zakatDue, type ZakatWealth } from '@sabil/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, fieldAria } from '../../components/ui/form/field';
import { PageHero } from '../../components/ui/page-hero';
import { graphql } from '../../graphql/generated';
import { dollars } from '../../lib/applications/format';
import { useFormatters } from '../../lib/i18n/formatters';
import './zakat.css';

export const ZakatSettingsQuery = graphql(`
  query ZakatSettings {
    zakatSettings {
      nisab
      nisabSetOn
      rate
    }
  }
`);

type WealthField = keyof ZakatWealth;
const FIELDS: WealthField[] = ['cash', 'gold', 'silver', 'investments', 'owedToYou', 'debtsDue'];

/** What a typed amount is worth: a number of dollars not below 0; anything else counts as nothing. */
function amountOf(text: string): number {
  const value = Number(text.replace(/[,\s]/g, ''));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The zakat calculator (issue 31), in the browser only: nothing typed here is sent or stored. Cash,
 * gold, silver, investments and money owed to you, less debts due now; at or above the nisab (in US
 * dollars, as the admins set it, with the day they set it) 2.5 % is due, below it nothing. The result
 * can start a zakat gift: the donor's zakat-eligible journeys, with the amount carried.
 */
export function ZakatCalculatorPage() {
  const { t } = useLingui();
  const format = useFormatters();
  const id = useId();
  const { data, error } = useQuery(ZakatSettingsQuery, { context: { role: null }, fetchPolicy: 'cache-first' });
  const [typed, setTyped] = useState<Record<WealthField, string>>({ cash: '', gold: '', silver: '', investments: '', owedToYou: '', debtsDue: '' });
  const labels: Record<WealthField, { label: string; hint: string }> = {
    cash: { label: t`Cash and bank balances`, hint: t`At home, in your accounts and in savings.` },
    gold: { label: t`Gold`, hint: t`Its value today, in US dollars.` },
    silver: { label: t`Silver`, hint: t`Its value today, in US dollars.` },
    investments: { label: t`Investments and shares`, hint: t`Their value today, and business stock for sale.` },
    owedToYou: { label: t`Money owed to you`, hint: t`Loans you expect to be repaid.` },
    debtsDue: { label: t`Debts due now`, hint: t`Taken away: what you must pay now.` },
  };
  const settings = data?.zakatSettings;
  const wealth = Object.fromEntries(FIELDS.map((field) => [field, amountOf(typed[field])])) as unknown as ZakatWealth;
  const anything = FIELDS.some((field) => typed[field].trim() !== '');
  const result = settings ? zakatDue(wealth, settings.nisab) : null;
  const dueDollars = result ? result.dueCents / 100 : 0;
  const nisabText = settings ? dollars(format, settings.nisab) : '';
  const setOnText = settings ? format.date(`${settings.nisabSetOn}T12:00:00Z`) : '';
  const netText = result ? dollars(format, result.netCents / 100) : '';
  const dueText = dollars(format, dueDollars);
  const rateText = format.number(settings?.rate ?? 0.025, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <>
      <PageHero title={t`Zakat calculator`} eyebrow={t`Zakat`} lead={t`An estimate in your browser: nothing you type here is sent or stored.`} />
      <div className="container zakat-calculator">
        <fieldset className="zakat-calculator__fields">
          <legend className="visually-hidden">{t`Your wealth, in US dollars`}</legend>
          {FIELDS.map((field) => (
            <Field key={field} id={`${id}-${field}`} label={labels[field].label} hint={labels[field].hint}>
              <input
                id={`${id}-${field}`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={typed[field]}
                data-testid={`zakat-${field}`}
                onChange={(event) => setTyped((before) => ({ ...before, [field]: event.target.value }))}
                {...fieldAria(`${id}-${field}`, { hint: true })}
              />
            </Field>
          ))}
        </fieldset>
        {settings ? (
          <p className="zakat-calculator__nisab" data-testid="zakat-nisab">
            {t`The nisab is ${nisabText}, as our team set it on ${setOnText}. Zakat is ${rateText} of zakatable wealth at or above it.`}
          </p>
        ) : error ? (
          <p role="alert" className="message message--error">
            {t`The nisab could not be loaded. Please try again later.`}
          </p>
        ) : (
          <p className="zakat-calculator__nisab" aria-busy="true">
            {t`Loading the nisab…`}
          </p>
        )}
        <section className="zakat-calculator__result" aria-live="polite" aria-labelledby={`${id}-result`} data-testid="zakat-result">
          <h2 id={`${id}-result`} className="visually-hidden">{t`Result`}</h2>
          {!result || !anything ? (
            <p>{t`Enter what you own to see the zakat due.`}</p>
          ) : result.belowNisab ? (
            <p>{t`Your zakatable wealth, ${netText}, is below the nisab: no zakat is due.`}</p>
          ) : (
            <>
              <p>{t`Your zakatable wealth: ${netText}`}</p>
              <p className="zakat-calculator__due" data-testid="zakat-due">
                {t`Zakat due: ${dueText}`}
              </p>
              <p className="zakat-calculator__give">
                <Link className="button button--primary" to={`/donor/dashboard?zakat=1&amount=${dueDollars.toFixed(2)}`}>
                  {t`Give ${dueText} as zakat`}
                </Link>
              </p>
            </>
          )}
        </section>
        <p className="zakat-calculator__policy">
          <Link to="/zakat">{t`Read what Sabil accepts as zakat`}</Link>
        </p>
      </div>
    </>
  );
}
