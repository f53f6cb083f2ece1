import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toneClass } from '../../../components/ui/badge';
import { UserText } from '../../../components/ui/user-text';
import { SHORT_DATE } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';
import { JourneyShareFragment, useSupportedJourneys } from '../hooks/use-journeys';
import { JOURNEY_STAGE_LABELS, JOURNEY_STAGE_TONES } from '../journey-stages';
import { PAYOUT_PURPOSE_LABELS } from '../payout-labels';
import { ThanksView } from './journey-thanks';
import '../journeys.css';

/**
 * Where the donor's money in one journey went: what their gifts keep in it, and their part of each
 * payout made, pro rata (their kept / the journey's kept × the payout). Only what the books say:
 * with no payout yet, it says so.
 */
export function JourneyShare({ from }: { from: FragmentType<typeof JourneyShareFragment> }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const { data: share, complete } = useFragment({ fragment: JourneyShareFragment, from });
  if (!complete) return null;
  const money = (cents: number) => format.currency(cents / 100, { cents: true });
  const kept = money(share.keptCents);
  const journeyKept = money(share.journeyKeptCents);
  const paidShare = money(share.paidOutShareCents);
  return (
    <div className="supported-journeys__share" data-testid="journey-share">
      <p className="supported-journeys__kept">{t`Your gifts keep ${kept} of the ${journeyKept} this journey holds.`}</p>
      {share.payouts.length === 0 ? (
        <p className="supported-journeys__none">{t`Nothing has been paid out of this journey yet.`}</p>
      ) : (
        <>
          <p className="supported-journeys__kept">{t`${paidShare} of what was paid out came from your gifts:`}</p>
          <ul className="supported-journeys__payouts">
            {share.payouts.map((payout, index) => {
              const day = format.date(payout.at, SHORT_DATE);
              const purpose = i18n._(PAYOUT_PURPOSE_LABELS[payout.purpose]);
              const yours = money(payout.shareCents);
              const whole = money(payout.amountCents);
              // The operator's name is the admins' text, in any script: isolated so its direction stays its own.
              const operator = payout.operatorName === null ? null : `\u2068${payout.operatorName}\u2069`;
              return (
                <li key={`${payout.at}-${index}`} data-testid="journey-share-payout">
                  {operator === null ? t`${day}: ${purpose}, paid to the pilgrim: ${yours} of ${whole}` : t`${day}: ${purpose}, paid to ${operator}: ${yours} of ${whole}`}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** On the donor's dashboard: each journey their money reached, where it stands now, its pilgrim's thank-you once published, and where their money went. */
export function SupportedJourneys() {
  const { t, i18n } = useLingui();
  const id = useId();
  const data = useSupportedJourneys().data;
  const journeys = data?.mySupportedJourneys ?? [];
  const shares = new Map((data?.myJourneyShares ?? []).map((share) => [share.id, share]));
  if (journeys.length === 0) return null;
  return (
    <section className="supported-journeys" aria-labelledby={`${id}-title`} data-testid="supported-journeys">
      <h2 id={`${id}-title`} className="supported-journeys__title">
        {t`Journeys you support`}
      </h2>
      <ul className="supported-journeys__list">
        {journeys.map((journey) => {
          const share = shares.get(journey.applicationId);
          return (
            <li key={journey.id} className="supported-journeys__item" data-testid="supported-journey">
              <div className="supported-journeys__head">
                <UserText className="supported-journeys__name" text={journey.applicantName} />
                <span className={`status-pill ${toneClass(JOURNEY_STAGE_TONES[journey.stage])}`} data-testid="supported-journey-stage">
                  {i18n._(JOURNEY_STAGE_LABELS[journey.stage])}
                </span>
              </div>
              {journey.thanks ? <ThanksView thanks={journey.thanks} reader="donor" /> : null}
              {share ? <JourneyShare from={share} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
