import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_REJECTION_NOTE_LENGTH, REJECTION_REASONS, reviewDetailsSchema, type RejectionReasonValue } from '@sabil/contracts';
import { useId, useState } from 'react';
import { fieldAria, Field } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { UserText } from '../../../components/ui/user-text';
import type { RejectionReason } from '../../../graphql/generated/graphql';

/** Who is being rejected: what the dialog names. */
export interface Rejecting {
  id: string;
  fullName: string;
}
import { REJECTION_REASON_LABELS } from '../../../lib/applications/enum-labels';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';

/** The API's REST string of a reason (contracts) as its GraphQL enum value: not-eligible → NOT_ELIGIBLE. */
const asEnum = (reason: RejectionReasonValue) => reason.toUpperCase().replaceAll('-', '_') as RejectionReason;

/**
 * Rejecting an application: the reviewer may say why — a reason the seeker reads in their own
 * language, and a note shown as written — both optional. The refusal of the API is said in the
 * dialog and what was typed stays.
 */
export function RejectDialog({
  application,
  onClose,
  onReject,
}: {
  application: Rejecting | null;
  onClose: () => void;
  onReject: (details: { reason: RejectionReason | null; note: string | null }) => Promise<void>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog open={application !== null} title={t`Reject this application`} closeLabel={t`Close`} onClose={onClose} busy={busy}>
      {application ? <RejectForm key={application.id} application={application} onClose={onClose} onReject={onReject} onBusy={setBusy} /> : null}
    </ModalDialog>
  );
}

function RejectForm({
  application,
  onClose,
  onReject,
  onBusy,
}: {
  application: Rejecting;
  onClose: () => void;
  onReject: (details: { reason: RejectionReason | null; note: string | null }) => Promise<void>;
  onBusy: (busy: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const form = useSchemaForm(reviewDetailsSchema, { defaultValues: { reason: '', note: '' } });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reasonLabel = t`Reason (optional)`;
  const noteLabel = t`Note to the seeker (optional)`;
  const noteMaximum = format.number(MAX_REJECTION_NOTE_LENGTH, { useGrouping: false });
  const reasonError = form.describe(form.errorOf('reason'), reasonLabel);
  const noteError = form.describe(form.errorOf('note'), noteLabel);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSending(true);
    onBusy(true);
    try {
      await onReject({ reason: values.reason ? asEnum(values.reason) : null, note: values.note });
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      setFailure(describeRefusal(i18n, problem, { label: problem.field === 'note' ? noteLabel : reasonLabel }) ?? t`Failed to update the application. Please try again.`);
    } finally {
      setSending(false);
      onBusy(false);
    }
  });

  return (
    <form className="reject-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={`${id}-who`}>
      <p id={`${id}-who`} className="reject-form__who">
        <UserText text={application.fullName} />
      </p>
      <fieldset className="reject-form__fields" disabled={sending}>
        <Field id={`${id}-reason`} label={reasonLabel} hint={t`The seeker reads it on their status page, in their own language.`} error={reasonError}>
          <select id={`${id}-reason`} {...form.register('reason')} {...fieldAria(`${id}-reason`, { hint: true, error: reasonError })}>
            <option value="">{t`No reason given`}</option>
            {REJECTION_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {i18n._(REJECTION_REASON_LABELS[asEnum(reason)])}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-note`} label={noteLabel} hint={t`Shown to the seeker as you write it, and kept on the audit trail. ${plural(MAX_REJECTION_NOTE_LENGTH, { one: `At most ${noteMaximum} character.`, other: `At most ${noteMaximum} characters.` })}`} error={noteError}>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={MAX_REJECTION_NOTE_LENGTH}
            dir="auto"
            {...form.register('note')}
            {...fieldAria(`${id}-note`, { hint: true, error: noteError })}
          />
        </Field>
      </fieldset>
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <div className="reject-form__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={sending}>
          {t`Cancel`}
        </button>
        <button type="submit" className="button button--danger" disabled={sending}>
          {sending ? t`Saving…` : t`Reject application`}
        </button>
      </div>
    </form>
  );
}
