import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAX_UPDATE_MESSAGE_LENGTH, trackingUpdateSchema } from '@sabil/contracts';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm, useWatch } from '../../../components/ui/form/use-schema-form';
import { LoadMore } from '../../../components/ui/load-more';
import type { DonationStatus, TrackingStatus } from '../../../graphql/generated/graphql';
import { money, SHORT_DATE } from '../../../lib/applications/format';
import { DONATION_STATUS_LABELS, RECURRENCE_LABELS, TRACKING_STATUS_LABELS } from '../../../lib/donations/enum-labels';
import { useFormatters } from '../../../lib/i18n/formatters';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useAdminDonations } from '../hooks/use-admin-donations';
import { usePostTrackingUpdate } from '../hooks/use-post-tracking-update';
import { PaymentsWaitingNotice } from './payments-waiting-notice';
import '../admin-tracking.css';
import { RefundDialog } from './refund-dialog';
import { TrackedDonation } from './tracked-donation';
import { PageLoading } from '../../../components/ui/page-loading';

const STATUSES: TrackingStatus[] = ['PENDING', 'ONGOING', 'COMPLETED'];
/** The grid's filter, in the order money moves: arrived, partly or wholly given back, disputed, never arrived. */
const SHOWN_STATUSES: DonationStatus[] = ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'DISPUTED', 'FAILED'];

interface UpdateValues {
  donationId: string;
  newStatus: TrackingStatus | '';
  updateMessage: string;
}

/** The API's rules for an update (@sabil/contracts), on what the form holds (statuses by their enum names, as GraphQL takes them). */
const updateSchema = z
  .custom<UpdateValues>()
  .transform((values) => ({ ...values, newStatus: values.newStatus.toLowerCase() }))
  .pipe(trackingUpdateSchema)
  .transform((input) => ({ ...input, newStatus: input.newStatus.toUpperCase() as TrackingStatus }));

const EMPTY_UPDATE: UpdateValues = { donationId: '', newStatus: '', updateMessage: '' };

/**
 * SPEC §2's tracking tab: choose a donation (applicant — donor), a status and a message, send; below,
 * every donation with its latest status (pending until the first update) and where its money
 * stands, with a refund for what is left of it. A sent update or a refund shows in the grid at
 * once: the mutation returns the donation, and the cache does the rest. Above, a notice while the
 * card provider has payments to settle.
 */
export function TrackingPanel({ onMessage }: { onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const [shown, setShown] = useState<DonationStatus | ''>('');
  const list = useAdminDonations(shown === '' ? null : shown);
  const { post, posting } = usePostTrackingUpdate();
  const update = useSchemaForm(updateSchema, { defaultValues: EMPTY_UPDATE });
  // useWatch, not update.watch(): a subscription React's compiler and the hooks lint can follow.
  const values: UpdateValues = { ...EMPTY_UPDATE, ...useWatch({ control: update.control }) };
  const formElement = useRef<HTMLFormElement>(null);
  const [refundingId, setRefundingId] = useState<string | null>(null);
  // The row as the cache now holds it, not as it was when "Refund" was clicked.
  const refunding = list.donations.find((donation) => donation.id === refundingId) ?? null;

  // Progress is reported on money the journey keeps (the API refuses the rest).
  const trackable = list.donations.filter((donation) => donation.keptAmount > 0);
  // A choice the select no longer offers (the list was filtered meanwhile) is no choice.
  const chosen = trackable.some((donation) => donation.id === values.donationId) ? values.donationId : '';
  // Send stays off until the update would pass the rules; each field still says its refusal, should one come.
  const ready = updateSchema.safeParse({ ...values, donationId: chosen }).success && !posting;
  const labels = { donationId: t`Donation`, newStatus: t`Status`, updateMessage: t`Progress message` };
  const errors = {
    donationId: update.describe(update.errorOf('donationId'), labels.donationId),
    newStatus: update.describe(update.errorOf('newStatus'), labels.newStatus),
    updateMessage: update.describe(update.errorOf('updateMessage'), labels.updateMessage),
  };
  const maximum = format.number(MAX_UPDATE_MESSAGE_LENGTH, { useGrouping: false });

  const onSubmit = update.handleSubmit(async (sent) => {
    if (!ready) return;
    try {
      await post(chosen, sent.newStatus, sent.updateMessage);
      onMessage({ kind: 'success', text: t`Status updated successfully!` });
      update.reset();
    } catch {
      onMessage({ kind: 'error', text: t`Failed to update the status. Please try again.` });
    }
  });

  function choose(donationId: string) {
    update.setValue('donationId', donationId);
    formElement.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    update.setFocus('updateMessage');
  }

  let grid;
  if (list.loading)
    grid = <PageLoading />;
  else if (list.failed)
    grid = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch donations`}
      </p>
    );
  else if (list.donations.length === 0) grid = <p className="dashboard-empty">{t`No donations to track yet. Donations and their progress updates will appear here.`}</p>;
  else
    grid = (
      <>
        <ul className="tracked-donations">
          {list.donations.map((donation) => (
            <li key={donation.id}>
              <TrackedDonation donation={donation} onUpdate={() => choose(donation.id)} onRefund={() => setRefundingId(donation.id)} />
            </li>
          ))}
        </ul>
        <LoadMore hasNextPage={list.hasNextPage} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />
      </>
    );

  return (
    <div className="tracking-panel">
      <PaymentsWaitingNotice waiting={list.paymentsWaiting} />
      <form ref={formElement} className="tracking-form" onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="tracking-form__title">
          {t`Post a progress update`}
        </h3>
        <fieldset className="tracking-form__fields" disabled={posting}>
          <Field id={`${id}-donation`} label={labels.donationId} error={errors.donationId}>
            <select id={`${id}-donation`} {...update.register('donationId')} value={chosen} {...fieldAria(`${id}-donation`, { error: errors.donationId })}>
              <option value="">{t`Choose a donation`}</option>
              {trackable.map((donation) => {
                // An option holds text only: each name is its own isolated run (FSI … PDI), so in
                // Arabic and Urdu "Yusuf Rahman — Omar Haddad" keeps its two names whole; the date,
                // amount and one-time/monthly tell two gifts between the same people apart.
                const applicant = isolate(donation.applicantName);
                const donor = isolate(donation.donorName);
                const amount = money(format, donation.amount, donation.currency);
                const kind = i18n._(RECURRENCE_LABELS[donation.recurring]);
                const date = format.date(donation.createdAt, SHORT_DATE);
                return (
                  <option key={donation.id} value={donation.id}>
                    {t`${applicant} — ${donor} (${amount}, ${kind}, ${date})`}
                  </option>
                );
              })}
            </select>
          </Field>
          <Field id={`${id}-status`} label={labels.newStatus} error={errors.newStatus}>
            <select id={`${id}-status`} {...update.register('newStatus')} {...fieldAria(`${id}-status`, { error: errors.newStatus })}>
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
            hint={t`Every donor of this donation’s journey reads this on their dashboard and by email. ${plural(MAX_UPDATE_MESSAGE_LENGTH, { one: `At most ${maximum} character.`, other: `At most ${maximum} characters.` })}`}
            error={errors.updateMessage}
            className="tracking-form__message"
          >
            <textarea
              id={`${id}-message`}
              rows={4}
              maxLength={MAX_UPDATE_MESSAGE_LENGTH}
              {...update.register('updateMessage')}
              {...fieldAria(`${id}-message`, { hint: true, error: errors.updateMessage })}
            />
          </Field>
          <div>
            <button type="submit" className="button button--primary" disabled={!ready}>
              {posting ? t`Sending…` : t`Send update`}
            </button>
          </div>
        </fieldset>
      </form>
      <div className="tracking-panel__bar">
        <h3 className="tracking-panel__subtitle">{t`Donations`}</h3>
        <div className="field tracking-panel__filter">
          <label htmlFor={`${id}-shown`}>{t`Show`}</label>
          <select id={`${id}-shown`} value={shown} onChange={(event) => setShown(event.target.value as DonationStatus | '')}>
            <option value="">{t`All donations`}</option>
            {SHOWN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {i18n._(DONATION_STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {grid}
      <RefundDialog
        donation={refunding}
        onClose={() => setRefundingId(null)}
        onRefunded={(text) => {
          setRefundingId(null);
          onMessage({ kind: 'success', text });
        }}
      />
    </div>
  );
}

const isolate = (text: string) => `\u2068${text}\u2069`;
