import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import {
  APPLICATION_MAX_LENGTHS,
  applicationFormSchema as applicationRules,
  dollars,
  fieldIssues,
  FAMILY_SIZES,
  INCOME_BRACKETS,
  MAX_REQUESTED_DOLLARS,
  TRAVEL_TYPES,
  type ApplicationInput,
} from '@sabil/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { Field, FieldError, fieldAria } from '../../../components/ui/form/field';
import { FilePicker } from '../../../components/ui/form/file-picker';
import { FormSection } from '../../../components/ui/form/form-section';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError } from '../../../components/ui/form-message';
import type { FamilySize, IncomeBracket, SubmitApplicationInput, TravelType } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { choicesOf, FAMILY_SIZE_LABELS, INCOME_BRACKET_LABELS, TRAVEL_TYPE_LABELS } from '../../../lib/applications/enum-labels';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useStoredAccount } from '../../../lib/auth/session';
import { readApplicationDraft, useApplicationDraft } from '../hooks/use-application-draft';
import { MyApplicationQuery } from '../hooks/use-my-application';
import { useSubmitApplication } from '../hooks/use-submit-application';
import { checkIdDocument, ID_DOCUMENT_ACCEPT } from '../id-document';
import { UploadProgressBar } from './upload-progress-bar';

const FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'travelType',
  'familySize',
  'incomeBracket',
  'requestedAmount',
  'idDocument',
  'hajjReason',
  'referenceName',
  'referencePhone',
  'referenceRelation',
] as const;
type Field = (typeof FIELDS)[number];
type ValueField = Exclude<Field, 'idDocument'>;

/** What the form holds: the choices by the schema's enum names (the GraphQL input's), text as typed. */
interface FormValues {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  travelType: TravelType;
  familySize: FamilySize | '';
  incomeBracket: IncomeBracket | '';
  requestedAmount: string;
  hajjReason: string;
  referenceName: string;
  referencePhone: string;
  referenceRelation: string;
}

/** The API's limits (@sabil/contracts' application schema), told by the inputs themselves too. */
const MAX_LENGTH = APPLICATION_MAX_LENGTHS;

/** The GraphQL enum names the form uses, and the SPEC strings the shared rules read (same order). */
const TRAVEL = Object.fromEntries(choicesOf(TRAVEL_TYPE_LABELS).map((name, i) => [name, TRAVEL_TYPES[i]])) as Record<TravelType, ApplicationInput['travelType']>;
const FAMILY = Object.fromEntries(choicesOf(FAMILY_SIZE_LABELS).map((name, i) => [name, FAMILY_SIZES[i]])) as Record<FamilySize, ApplicationInput['familySize']>;
const INCOME = Object.fromEntries(choicesOf(INCOME_BRACKET_LABELS).map((name, i) => [name, INCOME_BRACKETS[i]])) as Record<IncomeBracket, ApplicationInput['incomeBracket']>;
const inverse = <K extends string, V extends string>(map: Record<K, V>) => Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;

/** The API names the uploaded file `idUpload` (the REST field); the form calls it idDocument. */
const SERVER_FIELD: Record<string, Field> = { idUpload: 'idDocument', idUploadId: 'idDocument', uploadId: 'idDocument' };

/** Arabic-Indic and Persian/Urdu digits typed on an Arabic or Urdu keyboard, read as 0–9. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** "5,000", "٥٠٠٠" and "1250.50" as the plain number text the shared rules read. */
function plainAmount(raw: string): string {
  return westernDigits(raw).replace(/[\s,\u066C]/g, '').replace('\u066B', '.');
}

type AmountProblem = 'required' | 'not-a-number' | 'not-positive' | 'too-large' | 'decimals';
const AMOUNT_PROBLEM: Record<string, AmountProblem> = {
  FIELD_REQUIRED: 'required',
  AMOUNT_NOT_A_NUMBER: 'not-a-number',
  AMOUNT_NOT_POSITIVE: 'not-positive',
  AMOUNT_TOO_LARGE: 'too-large',
  AMOUNT_TOO_PRECISE: 'decimals',
};

/** "5,000", "٥٠٠٠" and "1250.50" are amounts; the shared rules want dollars with two decimals at most. */
export function readAmount(raw: string): { amount: number } | { problem: AmountProblem } {
  const parsed = dollars(MAX_REQUESTED_DOLLARS).safeParse(plainAmount(raw));
  if (parsed.success) return { amount: parsed.data };
  return { problem: AMOUNT_PROBLEM[fieldIssues(parsed.error)[0]?.reason ?? ''] ?? 'not-a-number' };
}

/**
 * The shared application rules (@sabil/contracts), applied to what the person typed: digits
 * from any keyboard, grouped amounts, and the choices as the rules name them; what passes goes
 * back to the GraphQL input's enum names.
 */
/** What the form holds, as the shared rules read it (an unknown choice is theirs to refuse: they read text). */
const asContractInput = (values: FormValues) =>
  ({
    ...values,
    phone: westernDigits(values.phone),
    referencePhone: westernDigits(values.referencePhone),
    travelType: TRAVEL[values.travelType] ?? values.travelType,
    familySize: values.familySize ? FAMILY[values.familySize] : '',
    incomeBracket: values.incomeBracket ? INCOME[values.incomeBracket] : '',
    requestedAmount: plainAmount(values.requestedAmount),
  }) as z.input<typeof applicationRules>;

const applicationFormSchema = z
  .custom<FormValues>()
  .transform(asContractInput)
  // The form's rules: the API's, with the city and country required (the API takes them optional).
  .pipe(applicationRules)
  .transform(
    (input): SubmitApplicationInput => ({
      ...input,
      travelType: inverse(TRAVEL)[input.travelType],
      familySize: inverse(FAMILY)[input.familySize],
      incomeBracket: inverse(INCOME)[input.incomeBracket],
    }),
  );

/**
 * SPEC §2's application form: every field required (the shared rules, through react-hook-form),
 * the ID file checked in the browser before sending, the whole form disabled while it uploads with
 * a progress bar. Failures show one generic message (SPEC §8), plus the server's note beside a
 * field it names.
 */
export function ApplicationForm({
  onSubmitted,
  prefill,
}: {
  onSubmitted: () => void;
  /** The signed-in seeker's own name and email: a starting point they may change. */
  prefill?: { fullName: string; email: string };
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${id}-${field}`])) as Record<Field, string>;
  const { submit, loading, progress } = useSubmitApplication();
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  // The file lives outside the form's values: its own check, or the API's refusal of it.
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const owner = useStoredAccount('seeker')?._id || undefined;
  // Read once: the form starts from what this seeker typed before a reload or a lost connection.
  const [kept] = useState(() => readApplicationDraft<z.input<typeof applicationFormSchema>>(owner));
  const form = useSchemaForm(applicationFormSchema, {
    defaultValues: {
      fullName: prefill?.fullName ?? '',
      email: prefill?.email ?? '',
      phone: '',
      address: '',
      city: '',
      country: '',
      travelType: 'HAJJ',
      familySize: '',
      incomeBracket: '',
      requestedAmount: '',
      hajjReason: '',
      referenceName: '',
      referencePhone: '',
      referenceRelation: '',
      ...kept,
    },
  });
  const draft = useApplicationDraft(form, owner);

  // This form's own words for a few of the shared reasons (the others as every form says them).
  const largest = format.currency(MAX_REQUESTED_DOLLARS);
  const phrasing: Record<string, string> = {
    FIELD_REQUIRED: t`This field is required.`,
    PHONE_INVALID: t`Please enter a phone number using digits, spaces, +, - and brackets.`,
    AMOUNT_NOT_A_NUMBER: t`The amount must be a number.`,
    AMOUNT_NOT_POSITIVE: t`The amount must be greater than 0.`,
    AMOUNT_TOO_LARGE: t`The amount must be at most ${largest}.`,
    AMOUNT_TOO_PRECISE: t`The amount can have at most two decimals.`,
  };
  const labels: Record<Field, string> = {
    fullName: t`Full name`,
    email: t`Email`,
    phone: t`Phone`,
    address: t`Address`,
    city: t`City`,
    country: t`Country`,
    travelType: t`Travel type`,
    familySize: t`Family size`,
    incomeBracket: t`Monthly income`,
    requestedAmount: t`Requested amount (US dollars)`,
    idDocument: t`ID or passport`,
    hajjReason: t`Reason for your request`,
    referenceName: t`Reference name`,
    referencePhone: t`Reference phone`,
    referenceRelation: t`Relationship to you`,
  };
  const errorOf = (field: Field): string | null => (field === 'idDocument' ? fileError : form.describe(form.errorOf(field), labels[field], { phrasing }));

  /** The file's own check, as soon as it is chosen and again on submit (it lives outside the form's values). */
  function checkFile(chosen: File | null): boolean {
    const problem = checkIdDocument(chosen);
    setFileError(problem ? i18n._(problem.message) : null);
    return !problem;
  }

  const onSubmit = form.handleSubmit(
    async (input) => {
      if (!checkFile(file) || !file) {
        setFormError(t`Please correct the highlighted fields.`);
        document.getElementById(ids.idDocument)?.focus();
        return;
      }
      setFormError(null);
      try {
        await submit(input, file);
        draft.forget();
        onSubmitted();
      } catch (caught) {
        const problem = readApiProblem(caught);
        setFormError(t`We couldn't submit your application. Please try again.`);
        const field = problem.field ? (SERVER_FIELD[problem.field] ?? FIELDS.find((name) => name === problem.field)) : undefined;
        if (field === 'idDocument') {
          setFileError(form.describe({ type: 'server', message: problem.reason, values: problem.values, text: problem.message }, labels.idDocument));
          document.getElementById(ids.idDocument)?.focus();
        } else if (field && (problem.reason || problem.message)) form.refuse(field, problem);
        // Another tab (or person) already applied: the page then shows that application's status.
        if (problem.code === 'CONFLICT') void client.refetchQueries({ include: [MyApplicationQuery] });
      }
    },
    () => {
      checkFile(file);
      setFormError(t`Please correct the highlighted fields.`);
    },
  );

  /** A file that will not do is refused as soon as it is chosen, with the reason beside it. */
  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    // The server's refusal was about the file it was sent, not this one.
    if (chosen) checkFile(chosen);
    else setFileError(null);
  }

  const aria = (field: Field, hint?: boolean) => fieldAria(ids[field], { hint, error: errorOf(field) });
  const field = (name: ValueField) => form.register(name);

  return (
    <form className="application-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t`Application form`}
      </h2>
      <fieldset className="application-form__fields" disabled={loading} aria-busy={loading}>
        <FormSection title={t`About you`}>
          <Field id={ids.fullName} label={labels.fullName} error={errorOf('fullName')} className="field--wide">
            <input id={ids.fullName} type="text" dir="auto" autoComplete="name" maxLength={MAX_LENGTH.fullName} required {...field('fullName')} {...aria('fullName')} />
          </Field>
          <Field id={ids.email} label={labels.email} error={errorOf('email')}>
            <input id={ids.email} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} required {...field('email')} {...aria('email')} />
          </Field>
          <Field id={ids.phone} label={labels.phone} error={errorOf('phone')}>
            <input id={ids.phone} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} required {...field('phone')} {...aria('phone')} />
          </Field>
          <Field
            id={ids.address}
            label={labels.address}
            hint={t`Only our review team sees your street address; donors see your city and country.`}
            error={errorOf('address')}
            className="field--wide"
          >
            <input id={ids.address} type="text" dir="auto" autoComplete="street-address" maxLength={MAX_LENGTH.address} required {...field('address')} {...aria('address', true)} />
          </Field>
          <Field id={ids.city} label={labels.city} error={errorOf('city')}>
            <input id={ids.city} type="text" dir="auto" autoComplete="address-level2" maxLength={MAX_LENGTH.city} required {...field('city')} {...aria('city')} />
          </Field>
          <Field id={ids.country} label={labels.country} error={errorOf('country')}>
            <input id={ids.country} type="text" dir="auto" autoComplete="country-name" maxLength={MAX_LENGTH.country} required {...field('country')} {...aria('country')} />
          </Field>
        </FormSection>

        <FormSection title={t`Your journey`}>
          <fieldset className="choice-group field--wide" aria-describedby={errorOf('travelType') ? `${ids.travelType}-error` : undefined}>
            <legend>{labels.travelType}</legend>
            <div className="choice-group__options">
              {choicesOf(TRAVEL_TYPE_LABELS).map((value) => (
                <label key={value} className="choice">
                  <input type="radio" value={value} {...field('travelType')} />
                  <span>{i18n._(TRAVEL_TYPE_LABELS[value])}</span>
                </label>
              ))}
            </div>
            <FieldError id={ids.travelType}>{errorOf('travelType')}</FieldError>
          </fieldset>
          <Field id={ids.familySize} label={labels.familySize} error={errorOf('familySize')}>
            <select id={ids.familySize} required {...field('familySize')} {...aria('familySize')}>
              <option value="" disabled>
                {t`Choose…`}
              </option>
              {choicesOf(FAMILY_SIZE_LABELS).map((value) => (
                <option key={value} value={value}>
                  {i18n._(FAMILY_SIZE_LABELS[value])}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.incomeBracket} label={labels.incomeBracket} error={errorOf('incomeBracket')}>
            <select id={ids.incomeBracket} required {...field('incomeBracket')} {...aria('incomeBracket')}>
              <option value="" disabled>
                {t`Choose…`}
              </option>
              {choicesOf(INCOME_BRACKET_LABELS).map((value) => (
                <option key={value} value={value}>
                  {i18n._(INCOME_BRACKET_LABELS[value])}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.requestedAmount} label={labels.requestedAmount} hint={t`The total you need for the journey, for example 4500.`} error={errorOf('requestedAmount')}>
            <div className="amount-input">
              <span className="amount-input__currency" aria-hidden="true">
                $
              </span>
              <input id={ids.requestedAmount} type="text" inputMode="decimal" autoComplete="off" required {...field('requestedAmount')} {...aria('requestedAmount', true)} />
            </div>
          </Field>
          <Field
            id={ids.hajjReason}
            label={labels.hajjReason}
            hint={t`Tell us in a few sentences why you wish to make this journey and why you need support to make it.`}
            hintFirst
            error={errorOf('hajjReason')}
            className="field--wide"
          >
            <textarea id={ids.hajjReason} dir="auto" rows={5} maxLength={MAX_LENGTH.hajjReason} required {...field('hajjReason')} {...aria('hajjReason', true)} />
          </Field>
        </FormSection>

        <FormSection title={t`ID document`}>
          <Field
            id={ids.idDocument}
            label={labels.idDocument}
            hint={t`A photo or scan of your ID card or passport: JPG, PNG or PDF, at most 5 MB.`}
            hintFirst
            error={errorOf('idDocument')}
            className="field--wide"
          >
            <FilePicker
              id={ids.idDocument}
              name="idDocument"
              accept={ID_DOCUMENT_ACCEPT}
              required
              onChange={onFileChosen}
              fileName={file?.name ?? null}
              {...aria('idDocument', true)}
            />
          </Field>
        </FormSection>

        <FormSection title={t`Reference`} intro={t`Someone who knows you and can confirm your situation.`}>
          <Field id={ids.referenceName} label={labels.referenceName} error={errorOf('referenceName')}>
            <input id={ids.referenceName} type="text" dir="auto" autoComplete="off" maxLength={MAX_LENGTH.referenceName} required {...field('referenceName')} {...aria('referenceName')} />
          </Field>
          <Field id={ids.referencePhone} label={labels.referencePhone} error={errorOf('referencePhone')}>
            <input id={ids.referencePhone} type="tel" autoComplete="off" maxLength={MAX_LENGTH.referencePhone} required {...field('referencePhone')} {...aria('referencePhone')} />
          </Field>
          <Field id={ids.referenceRelation} label={labels.referenceRelation} error={errorOf('referenceRelation')} className="field--wide">
            <input
              id={ids.referenceRelation}
              type="text"
              dir="auto"
              autoComplete="off"
              maxLength={MAX_LENGTH.referenceRelation}
              placeholder={t`For example: imam of my mosque, employer, neighbour`}
              required
              {...field('referenceRelation')}
              {...aria('referenceRelation')}
            />
          </Field>
        </FormSection>

        <div className="application-form__submit">
          <FormError id={`${id}-error`}>{formError}</FormError>
          {loading ? <UploadProgressBar progress={progress} /> : null}
          <button type="submit" className="button button--primary button--large">
            {loading ? t`Submitting…` : t`Submit application`}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
