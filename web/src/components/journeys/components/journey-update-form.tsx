import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_UPDATE_MESSAGE_LENGTH, journeyUpdateSchema } from '@sabil/contracts';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import type { TrackingStatus } from '../../../graphql/generated/graphql';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { TRACKING_STATUS_LABELS } from '../../../lib/donations/enum-labels';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { usePostJourneyUpdate } from '../hooks/use-journeys';

const STATUSES: TrackingStatus[] = ['PENDING', 'ONGOING', 'COMPLETED'];

interface UpdateValues {
  newStatus: TrackingStatus | '';
  updateMessage: string;
}

/** The API's rules for an update (@sabil/contracts), on what the form holds (statuses by their enum names, as GraphQL takes them). */
const updateSchema = z
  .custom<UpdateValues>()
  .transform((values) => ({ ...values, newStatus: values.newStatus.toLowerCase() }))
  .pipe(journeyUpdateSchema)
  .transform((input) => ({ ...input, newStatus: input.newStatus.toUpperCase() as TrackingStatus }));

const EMPTY: UpdateValues = { newStatus: '', updateMessage: '' };

/**
 * Issue 30: one update to a whole journey. Every donor with a gift the journey keeps reads it on
 * their dashboard and is emailed it in their own language; the panel says how many it reached.
 */
export function JourneyUpdateForm({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const form = useSchemaForm(updateSchema, { defaultValues: EMPTY });
  const { postUpdate, posting } = usePostJourneyUpdate();
  const [posted, setPosted] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const labels = { newStatus: t`Status`, updateMessage: t`Message to the donors` };
  const errors = {
    newStatus: form.describe(form.errorOf('newStatus'), labels.newStatus),
    updateMessage: form.describe(form.errorOf('updateMessage'), labels.updateMessage),
  };
  const maximum = format.number(MAX_UPDATE_MESSAGE_LENGTH, { useGrouping: false });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setPosted(null);
    try {
      const { data } = await postUpdate({ variables: { input: { applicationId, newStatus: values.newStatus, updateMessage: values.updateMessage } } });
      const reached = data?.postJourneyUpdate.donorsReached ?? 0;
      setPosted(
        plural(reached, {
          0: 'The update is posted. This journey has no donors yet: those who give will see it.',
          one: 'The update is posted to # donor.',
          other: 'The update is posted to # donors.',
        }),
      );
      form.reset(EMPTY);
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      const field = problem.field as keyof UpdateValues | undefined;
      if (field && field in labels) form.refuse(field, problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`The update could not be posted. Please try again.`);
    }
  });

  return (
    <form className="journey-move journey-update" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`} data-testid="journey-update-form">
      <h4 id={`${id}-title`} className="journey-move__title">
        {t`Post an update to all donors`}
      </h4>
      <p className="journey-update__lead">{t`Every donor of this journey reads it on their dashboard and receives it by email in their language.`}</p>
      <fieldset className="journey-move__fields" disabled={posting}>
        <Field id={`${id}-status`} label={labels.newStatus} error={errors.newStatus}>
          <select id={`${id}-status`} {...form.register('newStatus')} {...fieldAria(`${id}-status`, { error: errors.newStatus })}>
            <option value="">{t`Choose a status`}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {i18n._(TRACKING_STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-message`}
          label={labels.updateMessage}
          hint={plural(MAX_UPDATE_MESSAGE_LENGTH, { one: `At most ${maximum} character.`, other: `At most ${maximum} characters.` })}
          error={errors.updateMessage}
        >
          <textarea
            id={`${id}-message`}
            rows={4}
            dir="auto"
            maxLength={MAX_UPDATE_MESSAGE_LENGTH}
            {...form.register('updateMessage')}
            {...fieldAria(`${id}-message`, { hint: true, error: errors.updateMessage })}
          />
        </Field>
      </fieldset>
      {posted ? (
        <p role="status" className="message message--success">
          {posted}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={posting}>
        {posting ? t`Sending…` : t`Send to all donors`}
      </button>
    </form>
  );
}
