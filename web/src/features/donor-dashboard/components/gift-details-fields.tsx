import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CHECKOUT_LOCALES, DEDICATION_KINDS, fieldIssues, giftDetailsSchema, MAX_DEDICATION_NAME_LENGTH, MAX_SUPPORT_MESSAGE_LENGTH, type GiftDetailsInput } from '@sabil/contracts';
import { z } from 'zod';
import { Field, fieldAria } from '../../../components/ui/form/field';
import type { SchemaFieldError } from '../../../components/ui/form/use-schema-form';
import type { CheckoutLocale, DedicationKind } from '../../../graphql/generated/graphql';
import './gift-details-fields.css';

/** The gift details as the checkout form holds them: text as typed, the choices as their values ('' for none). */
export interface GiftDetailsValues {
  anonymous: boolean;
  supportMessage: string;
  dedicationKind: string;
  dedicationName: string;
  ecardEmail: string;
  ecardLanguage: string;
}

/** The form kit's `register`, for these fields only. */
export type RegisterGiftDetail = (name: keyof GiftDetailsValues) => {
  name: string;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<unknown>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<unknown>;
  ref: (instance: unknown) => void;
};

export const NO_GIFT_DETAILS: GiftDetailsValues = { anonymous: false, supportMessage: '', dedicationKind: '', dedicationName: '', ecardEmail: '', ecardLanguage: '' };

/** The form's fields for them (each its own refusal, checked by the shared rules below). */
export const giftDetailsFormFields = {
  anonymous: z.boolean(),
  supportMessage: z.string(),
  dedicationKind: z.string(),
  dedicationName: z.string(),
  ecardEmail: z.string(),
  ecardLanguage: z.string(),
};

/** The shared rules (@sabil/contracts' giftDetailsSchema) over the form's values: each refused field with its reason. */
export function checkGiftDetails(values: GiftDetailsValues, ctx: z.RefinementCtx) {
  const parsed = giftDetailsSchema.safeParse(values);
  if (parsed.success) return;
  for (const issue of fieldIssues(parsed.error)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.reason, params: issue.values });
}

/** The mutation's variables for them (the API's enums are upper case). */
export function giftDetailsVariables(values: GiftDetailsValues) {
  const details: GiftDetailsInput = giftDetailsSchema.parse(values);
  return {
    anonymous: details.anonymous,
    supportMessage: details.supportMessage,
    dedicationKind: details.dedicationKind ? (details.dedicationKind.toUpperCase() as DedicationKind) : null,
    dedicationName: details.dedicationName,
    ecardEmail: details.ecardEmail,
    ecardLanguage: details.ecardLanguage ? (details.ecardLanguage.toUpperCase() as CheckoutLocale) : null,
  };
}

export type GiftDetailsVariables = ReturnType<typeof giftDetailsVariables>;

/**
 * Issue 31, the gift itself, inside the donation controls: give anonymously, words of support for
 * the seeker (moderated; counted to their limit), a dedication on someone's behalf or in someone's
 * memory, and an e-card to tell someone of it in their language. Folded away until the donor opens it.
 */
export function GiftDetailsFields({
  idPrefix,
  register,
  values,
  errorOf,
  describe,
}: {
  idPrefix: string;
  register: RegisterGiftDetail;
  values: GiftDetailsValues;
  errorOf: (field: keyof GiftDetailsValues) => SchemaFieldError | undefined;
  describe: (error: SchemaFieldError | undefined, label: string) => string | null;
}) {
  const { t } = useLingui();
  const id = (name: string) => `${idPrefix}-${name}`;
  const wordsLabel = t`Words of support (optional)`;
  const nameLabel = t`The person’s name`;
  const emailLabel = t`Their email address`;
  const languageLabel = t`The e-card’s language`;
  const dedicationLabel = t`Dedicate this gift`;
  const problem = (field: keyof GiftDetailsValues, label: string) => describe(errorOf(field), label);
  const wordsProblem = problem('supportMessage', wordsLabel);
  const kindProblem = problem('dedicationKind', dedicationLabel);
  const nameProblem = problem('dedicationName', nameLabel);
  const emailProblem = problem('ecardEmail', emailLabel);
  const languageProblem = problem('ecardLanguage', languageLabel);
  const used = values.supportMessage.length;
  const left = MAX_SUPPORT_MESSAGE_LENGTH - used;
  const dedicated = values.dedicationKind !== '';
  const kindLabels: Record<(typeof DEDICATION_KINDS)[number], string> = { on_behalf_of: t`On behalf of someone`, in_memory_of: t`In memory of someone` };
  const languageLabels: Record<(typeof CHECKOUT_LOCALES)[number], string> = { en: t`English`, ar: t`Arabic`, ur: t`Urdu` };
  const open = Boolean(values.anonymous || values.supportMessage || dedicated || wordsProblem || kindProblem || nameProblem || emailProblem || languageProblem);

  return (
    <details className="gift-details" open={open || undefined}>
      <summary className="gift-details__summary">{t`Add a personal touch`}</summary>
      <div className="gift-details__body">
        <label className="checkbox">
          <input type="checkbox" {...register('anonymous')} aria-describedby={id('anonymous-hint')} />
          <span>{t`Give anonymously`}</span>
        </label>
        <p id={id('anonymous-hint')} className="field__hint gift-details__hint">
          {t`The pilgrim and the public will not see your name. Sabil’s admins still can.`}
        </p>

        <Field id={id('words')} label={wordsLabel} hint={`${t`Shown on the journey’s page and to the pilgrim once your gift is paid and our team has read them.`} ${plural(left, { one: '# character left', other: '# characters left' })}`} error={wordsProblem}>
          <textarea id={id('words')} rows={3} maxLength={MAX_SUPPORT_MESSAGE_LENGTH} {...register('supportMessage')} {...fieldAria(id('words'), { hint: true, error: wordsProblem })} />
        </Field>

        <Field id={id('kind')} label={dedicationLabel} error={kindProblem}>
          <select id={id('kind')} {...register('dedicationKind')} {...fieldAria(id('kind'), { error: kindProblem })}>
            <option value="">{t`No dedication`}</option>
            {DEDICATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </Field>
        {dedicated ? (
          <>
            <Field id={id('name')} label={nameLabel} hint={t`On your receipt and in your history, e.g. “my late father”.`} error={nameProblem}>
              <input id={id('name')} type="text" maxLength={MAX_DEDICATION_NAME_LENGTH} autoComplete="off" {...register('dedicationName')} {...fieldAria(id('name'), { hint: true, error: nameProblem })} />
            </Field>
            <fieldset className="gift-details__ecard">
              <legend>{t`Send an e-card (optional)`}</legend>
              <p className="field__hint gift-details__hint">{t`We email them once your gift is paid, without the amount.`}</p>
              <Field id={id('ecard-email')} label={emailLabel} error={emailProblem}>
                <input id={id('ecard-email')} type="email" autoComplete="off" dir="ltr" {...register('ecardEmail')} {...fieldAria(id('ecard-email'), { error: emailProblem })} />
              </Field>
              <Field id={id('ecard-language')} label={languageLabel} error={languageProblem}>
                <select id={id('ecard-language')} {...register('ecardLanguage')} {...fieldAria(id('ecard-language'), { error: languageProblem })}>
                  <option value="">{t`Choose a language`}</option>
                  {CHECKOUT_LOCALES.map((language) => (
                    <option key={language} value={language}>
                      {languageLabels[language]}
                    </option>
                  ))}
                </select>
              </Field>
            </fieldset>
          </>
        ) : null}
      </div>
    </details>
  );
}
