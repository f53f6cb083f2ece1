import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../../../components/ui/form-message';
import type { FamilySize, IncomeBracket, SubmitApplicationInput, TravelType } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { choicesOf, FAMILY_SIZE_LABELS, INCOME_BRACKET_LABELS, TRAVEL_TYPE_LABELS } from '../../../lib/applications/enum-labels';
import { localizeServerMessage } from '../../../lib/i18n/server-messages';
import { MyApplicationQuery } from '../hooks/use-my-application';
import { useSubmitApplication } from '../hooks/use-submit-application';
import { checkIdDocument, ID_DOCUMENT_ACCEPT } from '../id-document';
import { UploadProgressBar } from './upload-progress-bar';

const FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
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
type FieldErrors = Partial<Record<Field, string>>;

/** The API's limits (api/src/modules/applications/application-input.validation.ts), told before sending. */
const MAX_LENGTH = { fullName: 120, email: 254, phone: 30, address: 300, hajjReason: 2000, referenceName: 120, referencePhone: 30, referenceRelation: 60 };
const MAX_AMOUNT = 1_000_000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,28}$/;

/** The API names the uploaded file `idUpload` (the REST field); the form calls it idDocument. */
const SERVER_FIELD: Record<string, Field> = { idUpload: 'idDocument' };

/** Arabic-Indic and Persian/Urdu digits typed on an Arabic or Urdu keyboard, read as 0–9. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

type AmountProblem = 'required' | 'not-a-number' | 'not-positive' | 'too-large' | 'decimals';

/** "5,000", "٥٠٠٠" and "1250.50" are amounts; the API wants a number of dollars with two decimals at most. */
export function readAmount(raw: string): { amount: number } | { problem: AmountProblem } {
  const text = westernDigits(raw).replace(/[\s,\u066C]/g, '').replace('\u066B', '.');
  if (!text) return { problem: 'required' };
  if (!/^\d+(\.\d+)?$/.test(text)) return { problem: 'not-a-number' };
  const amount = Number(text);
  if (amount <= 0) return { problem: 'not-positive' };
  if (amount > MAX_AMOUNT) return { problem: 'too-large' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { problem: 'decimals' };
  return { amount };
}

/**
 * SPEC §2's application form: every field required, the ID file checked in the browser before
 * sending, the whole form disabled while it uploads with a progress bar. Failures show one generic
 * message (SPEC §8), plus the server's note beside a field it names.
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
  const id = useId();
  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${id}-${field}`])) as Record<Field, string>;
  const { submit, loading, progress } = useSubmitApplication();
  const client = useApolloClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const required = t`This field is required.`;

  function validate(form: HTMLFormElement): { errors: FieldErrors; input?: SubmitApplicationInput; file?: File } {
    const data = new FormData(form);
    const found: FieldErrors = {};
    const text = (field: Field) => {
      const value = String(data.get(field) ?? '').trim();
      if (!value) found[field] = required;
      return value;
    };
    const phone = (field: 'phone' | 'referencePhone') => {
      const value = westernDigits(text(field));
      if (value && !PHONE_PATTERN.test(value)) found[field] = t`Please enter a phone number using digits, spaces, +, - and brackets.`;
      return value;
    };

    const fullName = text('fullName');
    const email = text('email');
    if (email && !EMAIL_PATTERN.test(email)) found.email = t`Please enter a valid email address`;
    const phoneNumber = phone('phone');
    const address = text('address');
    const travelType = (text('travelType') || 'HAJJ') as TravelType;
    const familySize = text('familySize') as FamilySize;
    const incomeBracket = text('incomeBracket') as IncomeBracket;
    const amount = readAmount(String(data.get('requestedAmount') ?? ''));
    if ('problem' in amount) {
      found.requestedAmount = {
        required,
        'not-a-number': t`The amount must be a number.`,
        'not-positive': t`The amount must be greater than 0.`,
        'too-large': t`The amount must be at most $1,000,000.`,
        decimals: t`The amount can have at most two decimals.`,
      }[amount.problem];
    }
    const file = form.querySelector<HTMLInputElement>('input[name="idDocument"]')?.files?.[0] ?? null;
    const fileProblem = checkIdDocument(file);
    if (fileProblem) found.idDocument = i18n._(fileProblem.message);
    const hajjReason = text('hajjReason');
    const referenceName = text('referenceName');
    const referencePhone = phone('referencePhone');
    const referenceRelation = text('referenceRelation');

    if (Object.keys(found).length || 'problem' in amount || !file) return { errors: found };
    return {
      errors: found,
      file,
      input: {
        fullName,
        email,
        phone: phoneNumber,
        address,
        travelType,
        familySize,
        incomeBracket,
        requestedAmount: amount.amount,
        hajjReason,
        referenceName,
        referencePhone,
        referenceRelation,
      },
    };
  }

  function focusFirstInvalid(form: HTMLFormElement, found: FieldErrors) {
    const first = FIELDS.find((field) => found[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { errors: found, input, file } = validate(form);
    setErrors(found);
    if (!input || !file) {
      setFormError(t`Please correct the highlighted fields.`);
      focusFirstInvalid(form, found);
      return;
    }
    setFormError(null);
    try {
      await submit(input, file);
      onSubmitted();
    } catch (caught) {
      const problem = readApiProblem(caught);
      setFormError(t`We couldn't submit your application. Please try again.`);
      const field = problem.field ? (SERVER_FIELD[problem.field] ?? FIELDS.find((name) => name === problem.field)) : undefined;
      if (field && problem.message) {
        const beside = { [field]: localizeServerMessage(i18n, problem.message) };
        setErrors(beside);
        focusFirstInvalid(form, beside);
      }
      // Another tab (or person) already applied: the page then shows that application's status.
      if (problem.code === 'CONFLICT') void client.refetchQueries({ include: [MyApplicationQuery] });
    }
  }

  /** A file that will not do is refused as soon as it is chosen, with the reason beside it. */
  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    setFileName(file?.name ?? null);
    const problem = file ? checkIdDocument(file) : null;
    setErrors((current) => ({ ...current, idDocument: problem ? i18n._(problem.message) : undefined }));
  }

  const describe = (field: Field, hint?: boolean) => {
    const described = [hint ? `${ids[field]}-hint` : '', errors[field] ? `${ids[field]}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-describedby': described || undefined, 'aria-invalid': errors[field] ? true : undefined };
  };
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="application-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t`Application form`}
      </h2>
      <fieldset className="application-form__fields" disabled={loading} aria-busy={loading}>
        <FormSection title={t`About you`}>
          <div className="field field--wide">
            <label htmlFor={ids.fullName}>{t`Full name`}</label>
            <input id={ids.fullName} name="fullName" type="text" defaultValue={prefill?.fullName} autoComplete="name" maxLength={MAX_LENGTH.fullName} required {...describe('fullName')} />
            {fieldError('fullName')}
          </div>
          <div className="field">
            <label htmlFor={ids.email}>{t`Email`}</label>
            <input id={ids.email} name="email" type="email" defaultValue={prefill?.email} autoComplete="email" maxLength={MAX_LENGTH.email} required {...describe('email')} />
            {fieldError('email')}
          </div>
          <div className="field">
            <label htmlFor={ids.phone}>{t`Phone`}</label>
            <input id={ids.phone} name="phone" type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} required {...describe('phone')} />
            {fieldError('phone')}
          </div>
          <div className="field field--wide">
            <label htmlFor={ids.address}>{t`Address`}</label>
            <input id={ids.address} name="address" type="text" autoComplete="street-address" maxLength={MAX_LENGTH.address} required {...describe('address')} />
            {fieldError('address')}
          </div>
        </FormSection>

        <FormSection title={t`Your journey`}>
          <fieldset className="choice-group field--wide" aria-describedby={errors.travelType ? `${ids.travelType}-error` : undefined}>
            <legend>{t`Travel type`}</legend>
            <div className="choice-group__options">
              {choicesOf(TRAVEL_TYPE_LABELS).map((value) => (
                <label key={value} className="choice">
                  <input type="radio" name="travelType" value={value} defaultChecked={value === 'HAJJ'} />
                  <span>{i18n._(TRAVEL_TYPE_LABELS[value])}</span>
                </label>
              ))}
            </div>
            {fieldError('travelType')}
          </fieldset>
          <div className="field">
            <label htmlFor={ids.familySize}>{t`Family size`}</label>
            <select id={ids.familySize} name="familySize" required defaultValue="" {...describe('familySize')}>
              <option value="" disabled>
                {t`Choose…`}
              </option>
              {choicesOf(FAMILY_SIZE_LABELS).map((value) => (
                <option key={value} value={value}>
                  {i18n._(FAMILY_SIZE_LABELS[value])}
                </option>
              ))}
            </select>
            {fieldError('familySize')}
          </div>
          <div className="field">
            <label htmlFor={ids.incomeBracket}>{t`Monthly income`}</label>
            <select id={ids.incomeBracket} name="incomeBracket" required defaultValue="" {...describe('incomeBracket')}>
              <option value="" disabled>
                {t`Choose…`}
              </option>
              {choicesOf(INCOME_BRACKET_LABELS).map((value) => (
                <option key={value} value={value}>
                  {i18n._(INCOME_BRACKET_LABELS[value])}
                </option>
              ))}
            </select>
            {fieldError('incomeBracket')}
          </div>
          <div className="field">
            <label htmlFor={ids.requestedAmount}>{t`Requested amount (US dollars)`}</label>
            <div className="amount-input">
              <span className="amount-input__currency" aria-hidden="true">
                $
              </span>
              <input
                id={ids.requestedAmount}
                name="requestedAmount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                {...describe('requestedAmount', true)}
              />
            </div>
            <p id={`${ids.requestedAmount}-hint`} className="field__hint">
              {t`The total you need for the journey, for example 4500.`}
            </p>
            {fieldError('requestedAmount')}
          </div>
          <div className="field field--wide">
            <label htmlFor={ids.hajjReason}>{t`Reason for your request`}</label>
            <p id={`${ids.hajjReason}-hint`} className="field__hint">
              {t`Tell us in a few sentences why you wish to make this journey and why you need support to make it.`}
            </p>
            <textarea id={ids.hajjReason} name="hajjReason" rows={5} maxLength={MAX_LENGTH.hajjReason} required {...describe('hajjReason', true)} />
            {fieldError('hajjReason')}
          </div>
        </FormSection>

        <FormSection title={t`ID document`}>
          <div className="field field--wide">
            <label htmlFor={ids.idDocument}>{t`ID or passport`}</label>
            <p id={`${ids.idDocument}-hint`} className="field__hint">
              {t`A photo or scan of your ID card or passport: JPG, PNG or PDF, at most 5 MB.`}
            </p>
            {/* The real input lies over a look-alike whose words are in the reader's language (the
                browser's own "Choose File" follows the browser's language, not the page's). */}
            <div className="file-picker">
              <input
                id={ids.idDocument}
                name="idDocument"
                type="file"
                accept={ID_DOCUMENT_ACCEPT}
                required
                className="file-picker__input"
                onChange={onFileChosen}
                {...describe('idDocument', true)}
              />
              <span className="file-picker__button" aria-hidden="true">
                {t`Choose a file`}
              </span>
              <span className="file-picker__name" aria-hidden="true">
                {fileName ? <bdi>{fileName}</bdi> : t`No file chosen`}
              </span>
            </div>
            {fieldError('idDocument')}
          </div>
        </FormSection>

        <FormSection title={t`Reference`} intro={t`Someone who knows you and can confirm your situation.`}>
          <div className="field">
            <label htmlFor={ids.referenceName}>{t`Reference name`}</label>
            <input id={ids.referenceName} name="referenceName" type="text" autoComplete="off" maxLength={MAX_LENGTH.referenceName} required {...describe('referenceName')} />
            {fieldError('referenceName')}
          </div>
          <div className="field">
            <label htmlFor={ids.referencePhone}>{t`Reference phone`}</label>
            <input id={ids.referencePhone} name="referencePhone" type="tel" autoComplete="off" maxLength={MAX_LENGTH.referencePhone} required {...describe('referencePhone')} />
            {fieldError('referencePhone')}
          </div>
          <div className="field field--wide">
            <label htmlFor={ids.referenceRelation}>{t`Relationship to you`}</label>
            <input
              id={ids.referenceRelation}
              name="referenceRelation"
              type="text"
              autoComplete="off"
              maxLength={MAX_LENGTH.referenceRelation}
              placeholder={t`For example: imam of my mosque, employer, neighbour`}
              required
              {...describe('referenceRelation')}
            />
            {fieldError('referenceRelation')}
          </div>
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

function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="form-section" aria-labelledby={id}>
      <h3 id={id} className="form-section__title">
        {title}
      </h3>
      {intro ? <p className="form-section__intro">{intro}</p> : null}
      <div className="form-section__grid">{children}</div>
    </section>
  );
}
