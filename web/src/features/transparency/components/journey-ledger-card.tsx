import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { JOURNEY_STAGE_LABELS, JOURNEY_STAGE_TONES } from '../../../components/journeys/journey-stages';
import { PAYOUT_PAYEE_LABELS, PAYOUT_PURPOSE_LABELS } from '../../../components/journeys/payout-labels';
import { toneClass } from '../../../components/ui/badge';
import { Disclosure } from '../../../components/ui/disclosure';
import { SupportMessagesDisclosure } from '../../../components/journeys/components/support-messages';
import type { LedgerLineKind, PublicJourneyLedgersQuery } from '../../../graphql/generated/graphql';
import { useFormatters } from '../../../lib/i18n/formatters';

type Journey = PublicJourneyLedgersQuery['publicJourneyLedgers']['nodes'][number];

const LINE_LABELS: Record<LedgerLineKind, MessageDescriptor> = {
  GIFT: msg({ message: 'Gift received', context: 'ledger line' }),
  REFUND: msg({ message: 'Refunded to the donor', context: 'ledger line' }),
  DISPUTE_LOST: msg({ message: 'Taken back by the donor’s bank', context: 'ledger line' }),
  PAYOUT: msg({ message: 'Paid out', context: 'ledger line' }),
  TRANSFER_IN: msg({ message: 'Moved in from a cancelled journey', context: 'ledger line' }),
  TRANSFER_OUT: msg({ message: 'Moved to another journey', context: 'ledger line' }),
};

/**
 * One journey's public ledger (issue 30): the pilgrim's first name and city, the stage, the four
 * totals, its payouts (operator and purpose), and behind a disclosure every line with the balance
 * after it, oldest first. Nothing else: never a donor, an address or a document.
 */
export function JourneyLedgerCard({ journey }: { journey: Journey }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const money = (amount: number) => format.currency(Math.abs(amount), { cents: !Number.isInteger(amount) });
  const payouts = journey.lines.filter((line) => line.kind === 'PAYOUT');
  const name = journey.city ? t`${journey.firstName}, ${journey.city}` : journey.firstName;

  return (
    <article className="journey-ledger" data-testid="journey-ledger">
      <header className="journey-ledger__head">
        <h3 className="journey-ledger__name">
          <bdi>{name}</bdi>
        </h3>
        <span className={`status-pill ${toneClass(JOURNEY_STAGE_TONES[journey.stage])}`}>{i18n._(JOURNEY_STAGE_LABELS[journey.stage])}</span>
      </header>
      <dl className="journey-ledger__totals">
        <div>
          <dt>{t`Given`}</dt>
          <dd>
            <bdi>{money(journey.given)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t`Refunded`}</dt>
          <dd>
            <bdi>{money(journey.refunded)}</bdi>
          </dd>
        </div>
        {journey.transferredIn > 0 ? (
          <div>
            <dt>{t`Moved in`}</dt>
            <dd>
              <bdi>{money(journey.transferredIn)}</bdi>
            </dd>
          </div>
        ) : null}
        {journey.transferredOut > 0 ? (
          <div>
            <dt>{t`Moved to other journeys`}</dt>
            <dd>
              <bdi>{money(journey.transferredOut)}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Paid out`}</dt>
          <dd>
            <bdi>{money(journey.paidOut)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t`Held`}</dt>
          <dd>
            <bdi>{money(journey.held)}</bdi>
          </dd>
        </div>
        {/* Issue 31: zakat kept apart from sadaqah, shown where there is any. */}
        {journey.zakatKept > 0 || journey.zakatPaidOut > 0 ? (
          <>
            <div>
              <dt>{t`Kept as zakat`}</dt>
              <dd>
                <bdi>{money(journey.zakatKept)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t`Kept as sadaqah`}</dt>
              <dd>
                <bdi>{money(journey.sadaqahKept)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t`Zakat paid out`}</dt>
              <dd>
                <bdi>{money(journey.zakatPaidOut)}</bdi>
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {payouts.length > 0 ? (
        <ul className="journey-ledger__payouts" aria-label={t`Payouts`}>
          {payouts.map((line, index) => (
            <li key={`${line.at}-${index}`}>
              <bdi>{money(line.amount)}</bdi> · {line.purpose ? i18n._(PAYOUT_PURPOSE_LABELS[line.purpose]) : null} ·{' '}
              {line.operatorName ? <bdi>{line.operatorName}</bdi> : line.payee ? i18n._(PAYOUT_PAYEE_LABELS[line.payee]) : null} ·{' '}
              {format.date(line.at, { dateStyle: 'medium' })}
            </li>
          ))}
        </ul>
      ) : null}
      {journey.lines.length > 0 ? (
        <Disclosure summary={t`Every line (${format.number(journey.lines.length)})`}>
          <ol className="journey-ledger__lines">
            {journey.lines.map((line, index) => (
              <li key={`${line.at}-${index}`} className={line.amount < 0 ? 'journey-ledger__line journey-ledger__line--out' : 'journey-ledger__line'}>
                <span className="journey-ledger__when">{format.date(line.at, { dateStyle: 'medium' })}</span>
                <span className="journey-ledger__what">
                  {line.kind === 'GIFT' && line.monthly ? t`Monthly gift received` : i18n._(LINE_LABELS[line.kind])}
                </span>
                <span className="journey-ledger__amount">
                  <bdi>{line.amount < 0 ? `− ${money(line.amount)}` : `+ ${money(line.amount)}`}</bdi>
                </span>
                <span className="journey-ledger__balance">
                  {t`Balance`} <bdi>{money(line.balance)}</bdi>
                </span>
              </li>
            ))}
          </ol>
        </Disclosure>
      ) : (
        <p className="journey-ledger__none">{t`Nothing given yet.`}</p>
      )}
      <SupportMessagesDisclosure applicationId={journey.applicationId} />
    </article>
  );
}
