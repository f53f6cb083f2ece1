import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toneClass } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { graphql } from '../../../graphql/generated';
import type { FundraisingCard_RequestFragment } from '../../../graphql/generated/graphql';
import { TRAVEL_TYPE_LABELS, ZAKAT_CATEGORY_LABELS } from '../../../lib/applications/enum-labels';
import { dollars } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';
import { DonationControls } from './donation-controls';
import { SupportMessagesDisclosure } from '../../../components/journeys/components/support-messages';
import { UserText } from '../../../components/ui/user-text';

export const FundraisingCardFragment = graphql(`
  fragment FundraisingCard_request on FundraisingRequest {
    id
    fullName
    city
    country
    hajjReason
    travelType
    requestedAmount
    collectedAmount
    heldAmount
    donorCount
    fullyFunded
    zakatCategory
  }
`);

/** How much of the goal is raised, in whole percent, never above 100 (SPEC §9). */
export function fundedPercent(request: Pick<FundraisingCard_RequestFragment, 'requestedAmount' | 'collectedAmount' | 'fullyFunded'>): number {
  if (request.fullyFunded) return 100;
  if (request.requestedAmount <= 0) return 0;
  return Math.min(100, Math.floor((request.collectedAmount / request.requestedAmount) * 100));
}

/**
 * An approved request as donors see it (SPEC §2): where the seeker lives as their city and country,
 * never the street address (anyone may register as a donor; issue 28), no contact details, income or
 * references; and a way to give.
 */
export function FundraisingCard({ request: from, giving }: { request: FragmentType<typeof FundraisingCardFragment>; giving?: { amount: string; zakat: boolean } }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: request, complete } = useFragment({ fragment: FundraisingCardFragment, from });
  if (!complete) return null;
  const percent = fundedPercent(request);
  const percentText = format.number(percent / 100, { style: 'percent' });
  const raised = dollars(format, request.collectedAmount);
  const goal = dollars(format, request.requestedAmount);
  const held = dollars(format, request.heldAmount);

  return (
    <article className={request.fullyFunded ? 'fundraising-card fundraising-card--funded' : 'fundraising-card'} aria-labelledby={`${id}-name`} data-testid="fundraising-card">
      <div className="fundraising-card__tags">
        <span className={`donor-badge ${toneClass(request.fullyFunded ? 'success' : 'info')}`} data-testid="funding-badge">
          {request.fullyFunded ? t`Completed` : t`Verified`}
        </span>
        <span className={`travel-chip ${toneClass('warning')}`}>{i18n._(TRAVEL_TYPE_LABELS[request.travelType])}</span>
        {request.zakatCategory ? (
          <span className={`donor-badge ${toneClass('success')}`} data-testid="zakat-badge" title={i18n._(ZAKAT_CATEGORY_LABELS[request.zakatCategory])}>
            {t`Zakat-eligible`}
          </span>
        ) : null}
      </div>
      <UserText as="h3" id={`${id}-name`} className="fundraising-card__name" text={request.fullName} />
      <Place city={request.city} country={request.country} />
      <UserText as="p" className="fundraising-card__reason" text={request.hajjReason} />
      <div className="fundraising-card__progress">
        <p className="fundraising-card__amounts">
          <Trans>
            <strong>
              <bdi>{raised}</bdi>
            </strong>{' '}
            raised of <bdi>{goal}</bdi>
          </Trans>
        </p>
        {request.heldAmount > 0 && !request.fullyFunded ? (
          <p className="fundraising-card__held" data-testid="held-amount">
            <Trans>
              <bdi>{held}</bdi> is held for donors who are paying now
            </Trans>
          </p>
        ) : null}
        <ProgressBar value={percent} label={t`Funding progress`} valueText={t`${percentText} funded`} />
        <div className="fundraising-card__meta">
          <span data-testid="funded-percent">{t`${percentText} funded`}</span>
          {/* A count agrees with its noun in every language (Arabic's «المتبرعون: 0» read wrong, issue 28). */}
          <span data-testid="donor-count">{plural(request.donorCount, { 0: 'No donors yet', one: '# donor', other: '# donors' })}</span>
        </div>
      </div>
      {request.fullyFunded ? (
        <p className="goal-achieved" role="note">
          {t`Goal achieved! This journey is fully funded.`}
        </p>
      ) : (
        <DonationControls request={request} giving={giving} />
      )}
      <SupportMessagesDisclosure applicationId={request.id} />
    </article>
  );
}

/** The seeker's town and country as they wrote them; nothing at all when they gave neither (older applications). */
function Place({ city, country }: { city: string | null | undefined; country: string | null | undefined }) {
  if (!city && !country) return null;
  return (
    <p className="fundraising-card__place" data-testid="seeker-place">
      {city && country ? (
        <Trans comment="Where a seeker lives: their city, then their country, as they wrote them">
          <UserText text={city} />, <UserText text={country} />
        </Trans>
      ) : (
        <UserText text={city || country} />
      )}
    </p>
  );
}
