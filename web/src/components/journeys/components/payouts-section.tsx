import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useStoredAccount } from '../../../lib/auth/session';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useJourneyPayouts } from '../hooks/use-payouts';
import { PayoutItem } from './payout-item';
import { ProposePayoutForm } from './propose-payout-form';

/**
 * The journey panel's Payouts (issue 30): what the journey keeps and what is paid out, approved,
 * proposed and still free; its payouts with the steps each allows; and the proposal form. Two
 * admins are needed for a payout: the one who proposed it is not offered the approval.
 */
export function PayoutsSection({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const id = useId();
  const format = useFormatters();
  const admin = useStoredAccount('admin');
  const { data, error, loading } = useJourneyPayouts(applicationId);
  const [done, setDone] = useState<string | null>(null);
  const journey = data?.journeyPayouts;
  const dollars = (cents: number) => format.currency(cents / 100, { cents: true });

  return (
    <section className="payouts" aria-labelledby={`${id}-title`} data-testid="payouts-section">
      <h4 id={`${id}-title`} className="payouts__title">
        {t`Payouts`}
      </h4>
      {error && !journey ? (
        <p role="alert" className="message message--error">
          {t`The payouts could not be loaded.`}
        </p>
      ) : null}
      {loading && !journey ? <p>{t`Loading…`}</p> : null}
      {journey ? (
        <>
          <dl className="payouts__holding" data-testid="payouts-holding">
            <div>
              <dt>{t`Kept by the journey`}</dt>
              <dd>{dollars(journey.keptCents)}</dd>
            </div>
            <div>
              <dt>{t`Paid out`}</dt>
              <dd>{dollars(journey.paidCents)}</dd>
            </div>
            <div>
              <dt>{t`Approved, not paid yet`}</dt>
              <dd>{dollars(journey.approvedCents)}</dd>
            </div>
            <div>
              <dt>{t`Proposed`}</dt>
              <dd>{dollars(journey.proposedCents)}</dd>
            </div>
            <div className="payouts__free">
              <dt>{t`Free to pay out`}</dt>
              <dd data-testid="payouts-available">{dollars(journey.availableCents)}</dd>
            </div>
          </dl>
          {/* A live region of its own (not role=status: the journey panel around it has that one). */}
          <div aria-live="polite" className={done ? 'message message--success' : 'message message--empty'} data-testid="payouts-done">
            {done}
          </div>
          {journey.payouts.length ? (
            <ul className="payouts__list">
              {journey.payouts.map((payout) => (
                <PayoutItem key={payout.id} from={payout} applicationId={applicationId} adminId={admin?._id ?? null} onDone={setDone} />
              ))}
            </ul>
          ) : (
            <p className="payouts__empty">{t`No payout yet.`}</p>
          )}
          <ProposePayoutForm applicationId={applicationId} availableCents={journey.availableCents} onProposed={setDone} />
        </>
      ) : null}
    </section>
  );
}
