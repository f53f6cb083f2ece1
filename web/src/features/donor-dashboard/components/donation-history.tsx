import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/**
 * The My Donations view. Donations arrive with the payments work; until then it says plainly that
 * there are none, rather than show totals that mean nothing.
 */
export function DonationHistory({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="donation-history" aria-labelledby="donation-history-heading" data-testid="donation-history">
      <h2 id="donation-history-heading" ref={heading} tabIndex={-1}>
        {t`My Donations`}
      </h2>
      <p className="dashboard-empty">{t`You have not made any donations yet. When you support a journey, your donations and their progress will be listed here.`}</p>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {t`Back to requests`}
      </button>
    </section>
  );
}
