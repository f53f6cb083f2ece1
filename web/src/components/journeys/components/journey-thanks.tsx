import { useLingui } from '@lingui/react/macro';
import { JOURNEY_THANKS_PHOTO_EXTENSIONS, JOURNEY_THANKS_PHOTO_MAX_BYTES, JOURNEY_THANKS_PHOTO_TYPES, MAX_JOURNEY_THANKS_LENGTH, MAX_JOURNEY_THANKS_REJECT_REASON_LENGTH } from '@sabil/contracts';
import { useId, useState } from 'react';
import { z } from 'zod';
import { toneClass } from '../../../components/ui/badge';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { FilePicker } from '../../../components/ui/form/file-picker';
import { typeAndSize, useFileField } from '../../../components/ui/form/use-file-field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { UserText } from '../../../components/ui/user-text';
import type { JourneyFields_JourneyFragment, JourneyStage } from '../../../graphql/generated/graphql';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useModerateJourneyThanks, usePostJourneyThanks, usePrivateImage } from '../hooks/use-journeys';

type Thanks = NonNullable<JourneyFields_JourneyFragment['thanks']>;
type Reader = 'admin' | 'seeker' | 'donor';

const PHOTO_ACCEPT = [...JOURNEY_THANKS_PHOTO_EXTENSIONS, ...JOURNEY_THANKS_PHOTO_TYPES].join(',');

/** The stages after which the pilgrim may thank (the API says the same: JOURNEY_THANKS_NOT_YET). */
export const THANKABLE_STAGES: readonly JourneyStage[] = ['TRAVELLED', 'COMPLETED'];

/** A thank-you's words and photo, as its reader may see them (the photo is fetched with their token). */
export function ThanksView({ thanks, reader }: { thanks: Thanks; reader: Reader }) {
  const { t } = useLingui();
  const photo = usePrivateImage(thanks.photoUrl ?? null, reader);
  const name = thanks.firstName;
  return (
    <figure className="journey-thanks__view" data-testid="journey-thanks">
      {photo ? <img className="journey-thanks__photo" src={photo} alt={t`Photo from ${name}`} /> : null}
      <figcaption>
        <p className="journey-thanks__from">{t`A thank-you from ${name}`}</p>
        <UserText as="p" className="journey-thanks__message" text={thanks.message} />
      </figcaption>
    </figure>
  );
}

/** Where the seeker's thank-you stands: waiting for an admin, on its donors' dashboards, or rejected with why. */
function ThanksStatus({ thanks }: { thanks: Thanks }) {
  const { t } = useLingui();
  if (thanks.status === 'PUBLISHED') return <p className={`status-pill ${toneClass('success')}`}>{t`Published: your donors can read it.`}</p>;
  if (thanks.status === 'REJECTED') {
    return (
      <div className="message message--error">
        <p>{t`Not published. The reason given:`}</p>
        {thanks.rejectReason ? <UserText as="p" text={thanks.rejectReason} /> : null}
      </div>
    );
  }
  return <p className={`status-pill ${toneClass('info')}`}>{t`Waiting for an admin to review it.`}</p>;
}

const thanksSchema = z.object({ message: z.string() });

/** The seeker's thank-you: its form once they have travelled, then the thank-you and where it stands. */
export function SeekerThanks({ applicationId, stage, thanks }: { applicationId: string; stage: JourneyStage; thanks: Thanks | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(thanksSchema, { defaultValues: { message: '' } });
  const { postThanks, posting } = usePostJourneyThanks();
  const photo = useFileField(
    typeAndSize(i18n, { types: JOURNEY_THANKS_PHOTO_TYPES, maxBytes: JOURNEY_THANKS_PHOTO_MAX_BYTES, typeRefused: 'JOURNEY_THANKS_PHOTO_TYPE_REFUSED', tooLarge: 'JOURNEY_THANKS_PHOTO_TOO_LARGE' }),
  );
  const [failure, setFailure] = useState<string | null>(null);

  const shown = thanks ? (
    <section className="journey-thanks" aria-labelledby={`${id}-shown`}>
      <h3 id={`${id}-shown`} className="journey-thanks__title">
        {t`Your thank-you to your donors`}
      </h3>
      <ThanksView thanks={thanks} reader="seeker" />
      <ThanksStatus thanks={thanks} />
    </section>
  ) : null;
  // A rejected thank-you is shown with its reason, and the pilgrim may write again (the API allows one more).
  if (thanks && thanks.status !== 'REJECTED') return shown;
  if (!THANKABLE_STAGES.includes(stage)) return null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await postThanks({ variables: { input: { applicationId, message: values.message }, photo: photo.file } });
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      if (problem.field === 'photo') photo.refuse(describeRefusal(i18n, problem));
      else if (problem.field === 'message') form.refuse('message', problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`Your thank-you could not be sent. Please try again.`);
    }
  });

  const messageError = form.describe(form.errorOf('message'), t`Your message`);
  return (
    <>
      {shown}
      <form className="journey-thanks" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`} data-testid="journey-thanks-form">
        <h3 id={`${id}-title`} className="journey-thanks__title">
          {thanks ? t`Write your thank-you again` : t`Thank your donors`}
        </h3>
        <p>{t`Your donors will read your first name only. An admin reviews your words and photo before they are shared.`}</p>
        <fieldset className="journey-move__fields" disabled={posting}>
          <Field id={`${id}-message`} label={t`Your message`} error={messageError}>
            <textarea id={`${id}-message`} rows={4} dir="auto" maxLength={MAX_JOURNEY_THANKS_LENGTH} {...form.register('message')} {...fieldAria(`${id}-message`, { error: messageError })} />
          </Field>
          <Field id={`${id}-photo`} label={t`Photo (optional)`} hint={t`JPG, PNG or WebP, up to 10 MB. Location details are removed.`} error={photo.error}>
            <FilePicker key={photo.pickerKey} id={`${id}-photo`} accept={PHOTO_ACCEPT} onChange={photo.choose} fileName={photo.file?.name ?? null} {...fieldAria(`${id}-photo`, { hint: true, error: photo.error })} />
          </Field>
        </fieldset>
        {failure ? (
          <p role="alert" className="message message--error">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={posting}>
          {t`Send my thank-you`}
        </button>
      </form>
    </>
  );
}

const decisionSchema = z.object({ reason: z.string() });

/** In the admins' journey panel: the pilgrim's thank-you, to publish to the journey's donors or reject with a reason. */
export function ThanksModeration({ thanks }: { thanks: Thanks }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(decisionSchema, { defaultValues: { reason: '' } });
  const { moderate, moderating } = useModerateJourneyThanks();
  const [failure, setFailure] = useState<string | null>(null);

  const decide = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await moderate({ variables: { input: { thanksId: thanks.id, publish, reason: publish ? null : values.reason } } });
      } catch (caught) {
        if (isUnauthenticated(caught)) return;
        const problem = readApiProblem(caught);
        if (problem.field === 'reason') form.refuse('reason', problem);
        else setFailure(describeRefusal(i18n, problem) ?? t`The thank-you could not be decided. Please try again.`);
      }
    })();

  const reasonError = form.describe(form.errorOf('reason'), t`Reason for rejecting`);
  return (
    <section className="journey-thanks" aria-labelledby={`${id}-title`} data-testid="journey-thanks-moderation">
      <h4 id={`${id}-title`} className="journey-thanks__title">
        {t`The pilgrim's thank-you`}
      </h4>
      <ThanksView thanks={thanks} reader="admin" />
      {thanks.status === 'PENDING' ? (
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset className="journey-move__fields" disabled={moderating}>
            <Field id={`${id}-reason`} label={t`Reason for rejecting`} hint={t`Only to reject. The pilgrim reads it.`} error={reasonError}>
              <textarea id={`${id}-reason`} rows={2} dir="auto" maxLength={MAX_JOURNEY_THANKS_REJECT_REASON_LENGTH} {...form.register('reason')} {...fieldAria(`${id}-reason`, { hint: true, error: reasonError })} />
            </Field>
          </fieldset>
          {failure ? (
            <p role="alert" className="message message--error">
              {failure}
            </p>
          ) : null}
          <div className="journey-thanks__actions">
            <button type="button" className="button button--primary" disabled={moderating} onClick={() => void decide(true)}>
              {t`Publish to the donors`}
            </button>
            <button type="button" className="button button--danger" disabled={moderating} onClick={() => void decide(false)}>
              {t`Reject`}
            </button>
          </div>
        </form>
      ) : (
        <p role="status" className={`status-pill ${toneClass(thanks.status === 'PUBLISHED' ? 'success' : 'danger')}`} data-testid="journey-thanks-status">
          {thanks.status === 'PUBLISHED' ? t`Published to the donors.` : t`Rejected.`}
        </p>
      )}
    </section>
  );
}
