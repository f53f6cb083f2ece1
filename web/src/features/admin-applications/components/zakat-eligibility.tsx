import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_ZAKAT_BASIS_LENGTH, ZAKAT_CATEGORIES, zakatEligibilitySchema, type ZakatCategoryValue } from '@sabil/contracts';
import { useId, useState } from 'react';
import { Disclosure } from '../../../components/ui/disclosure';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { UserText } from '../../../components/ui/user-text';
import type { ZakatCategory } from '../../../graphql/generated/graphql';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { ZAKAT_CATEGORY_LABELS } from '../../../lib/applications/enum-labels';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useZakatEligibility } from '../hooks/use-zakat-eligibility';

const asEnum = (category: ZakatCategoryValue) => category.toUpperCase() as ZakatCategory;
const asValue = (category: ZakatCategory) => category.toLowerCase() as ZakatCategoryValue;

/**
 * Issue 31: an approved journey's zakat eligibility, as an admin sets it — the category of At-Tawbah
 * 9:60 and the basis (audited by the API); unmarking is refused while the journey holds zakat not yet
 * paid out, and the refusal says how much.
 */
export function ZakatEligibility({ application }: { application: { id: string; fullName: string; zakatCategory: ZakatCategory | null; zakatBasis: string | null } }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const { mark, unmark, busy } = useZakatEligibility(application.id);
  const [said, setSaid] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useSchemaForm(zakatEligibilitySchema, {
    defaultValues: { category: application.zakatCategory ? asValue(application.zakatCategory) : '', basis: application.zakatBasis ?? '' },
  });
  const categoryLabel = t`Category of At-Tawbah 9:60`;
  const basisLabel = t`Basis`;
  const categoryError = form.describe(form.errorOf('category'), categoryLabel);
  const basisError = form.describe(form.errorOf('basis'), basisLabel);

  const failed = (caught: unknown) => {
    if (isUnauthenticated(caught)) return;
    setSaid({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`Failed to save. Please try again.` });
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setSaid(null);
    try {
      await mark(asEnum(values.category), values.basis);
      setSaid({ kind: 'success', text: t`Marked zakat-eligible.` });
    } catch (caught) {
      failed(caught);
    }
  });
  const onUnmark = async () => {
    setSaid(null);
    try {
      await unmark();
      form.reset({ category: '', basis: '' });
      setSaid({ kind: 'success', text: t`No longer zakat-eligible.` });
    } catch (caught) {
      failed(caught);
    }
  };

  const categoryName = application.zakatCategory ? i18n._(ZAKAT_CATEGORY_LABELS[application.zakatCategory]) : '';
  const basisMaximum = format.number(MAX_ZAKAT_BASIS_LENGTH, { useGrouping: false });
  const summary = application.zakatCategory ? t`Zakat-eligible: ${categoryName}` : t`Zakat eligibility`;
  return (
    <Disclosure summary={summary} testId="zakat-eligibility">
      <form className="zakat-eligibility" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={`${id}-who`}>
        <p id={`${id}-who`} className="visually-hidden">
          <UserText text={application.fullName} />
        </p>
        <fieldset className="zakat-eligibility__fields" disabled={busy}>
          <Field id={`${id}-category`} label={categoryLabel} error={categoryError}>
            <select id={`${id}-category`} {...form.register('category')} {...fieldAria(`${id}-category`, { error: categoryError })}>
              <option value="">{t`Choose a category`}</option>
              {ZAKAT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {i18n._(ZAKAT_CATEGORY_LABELS[asEnum(category)])}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-basis`} label={basisLabel} hint={t`Why this journey may take zakat; kept on the audit trail. ${plural(MAX_ZAKAT_BASIS_LENGTH, { one: `At most ${basisMaximum} character.`, other: `At most ${basisMaximum} characters.` })}`} error={basisError}>
            <textarea
              id={`${id}-basis`}
              rows={3}
              maxLength={MAX_ZAKAT_BASIS_LENGTH}
              dir="auto"
              {...form.register('basis')}
              {...fieldAria(`${id}-basis`, { hint: true, error: basisError })}
            />
          </Field>
        </fieldset>
        {said ? (
          <p role={said.kind === 'error' ? 'alert' : 'status'} className={`message message--${said.kind}`}>
            {said.text}
          </p>
        ) : null}
        <div className="zakat-eligibility__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {application.zakatCategory ? t`Save zakat eligibility` : t`Mark zakat-eligible`}
          </button>
          {application.zakatCategory ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void onUnmark()}>
              {t`Unmark`}
            </button>
          ) : null}
        </div>
      </form>
    </Disclosure>
  );
}
