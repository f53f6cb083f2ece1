import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Plural } from '@lingui/react/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '../../../graphql/generated';

export const PaymentsWaitingNoticeFragment = graphql(`
  fragment PaymentsWaitingNotice_paymentsWaiting on PaymentsWaiting {
    id
    checkouts
    refundsPending
    refundsFailed
    oldestSince
  }
`);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long since `since`, in the largest whole unit that fits: "5 minutes", "2 hours", "3 days" in the reader's words. */
export function waitedFor(locale: string, since: string | null | undefined, now = Date.now()): string {
  const waited = since ? Math.max(0, now - new Date(since).getTime()) : 0;
  const [unit, size] = waited >= 2 * DAY ? (['day', DAY] as const) : waited >= HOUR ? (['hour', HOUR] as const) : (['minute', MINUTE] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.max(1, Math.floor(waited / size)));
}

/**
 * Payments the card provider has yet to settle with Sabil (checkouts past their time, refunds not
 * yet carried out) and refunds it refused. Nothing at all while everything is settled.
 */
export function PaymentsWaitingNotice({ waiting: from }: { waiting: FragmentType<typeof PaymentsWaitingNoticeFragment> | undefined }) {
  const { i18n } = useLingui();
  // Masked in the panel's answer: the notice reads its own fragment from the cache.
  const { data: waiting, complete } = useFragment({ fragment: PaymentsWaitingNoticeFragment, from: from ?? null });
  if (!complete) return null;
  const count = waiting.checkouts + waiting.refundsPending;
  const failed = waiting.refundsFailed;
  if (count === 0 && failed === 0) return null;
  const age = waitedFor(i18n.locale, waiting.oldestSince);
  return (
    <div className="payments-waiting" data-testid="payments-waiting">
      {count > 0 ? (
        <p role="status" className="message payments-waiting__waiting">
          <Plural
            value={count}
            one={`# payment is waiting on the card provider (for ${age}). Sabil asks the provider about it every minute.`}
            other={`# payments are waiting on the card provider (the oldest for ${age}). Sabil asks the provider about them every minute.`}
          />
        </p>
      ) : null}
      {failed > 0 ? (
        <p role="alert" className="message message--error">
          <Plural
            value={failed}
            one="# refund was refused by the card provider: the money is still with the charity and owed to the donor. Please look into it at the card provider."
            other="# refunds were refused by the card provider: the money is still with the charity and owed to the donors. Please look into them at the card provider."
          />
        </p>
      ) : null}
    </div>
  );
}
