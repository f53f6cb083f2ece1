import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { CheckoutLocale, Recurrence } from '../../../graphql/generated/graphql';
import { readApiProblem, type ApiProblem } from '../../../lib/apollo/api-problem';
import { leaveApp } from '../../../lib/browser/navigate';
import type { GiftDetailsVariables } from '../components/gift-details-fields';

export const CreateCheckoutSessionMutation = graphql(`
  mutation CreateCheckoutSession(
    $applicationId: ID!
    $amount: Float!
    $recurring: Recurrence!
    $locale: CheckoutLocale
    $anonymous: Boolean
    $supportMessage: String
    $dedicationKind: DedicationKind
    $dedicationName: String
    $ecardEmail: String
    $ecardLanguage: CheckoutLocale
    $zakat: Boolean
  ) {
    createCheckoutSession(
      applicationId: $applicationId
      amount: $amount
      recurring: $recurring
      locale: $locale
      anonymous: $anonymous
      supportMessage: $supportMessage
      dedicationKind: $dedicationKind
      dedicationName: $dedicationName
      ecardEmail: $ecardEmail
      ecardLanguage: $ecardLanguage
      zakat: $zakat
    ) {
      id
      url
    }
  }
`);

/**
 * A refusal for money held by other donors' checkouts says how much is held and free now: the card
 * shows that at once (its held line, its limit) rather than what it loaded minutes ago.
 */
function rememberHeld(cache: ApolloCache, applicationId: string, problem: ApiProblem) {
  if (problem.reason !== 'AMOUNT_OVER_AVAILABLE' && problem.reason !== 'REQUEST_FULLY_HELD') return;
  const held = Number(problem.values?.held);
  const available = problem.reason === 'REQUEST_FULLY_HELD' ? 0 : Number(problem.values?.available);
  if (!Number.isFinite(held) || !Number.isFinite(available)) return;
  cache.modify({
    id: cache.identify({ __typename: 'FundraisingRequest', id: applicationId }),
    fields: {
      heldAmount: () => held,
      collectedAmount: (collected: number, { readField }) => {
        const requested = readField<number>('requestedAmount');
        return typeof requested === 'number' ? Math.max(0, Math.round((requested - held - available) * 100) / 100) : collected;
      },
    },
  });
}

/**
 * Starts a donation and sends the browser to the card provider's page (SPEC §7). `starting` stays
 * true once the page is leaving, so the controls cannot send a second checkout meanwhile.
 */
export function useCreateCheckoutSession() {
  const { i18n } = useLingui();
  const client = useApolloClient();
  const [mutate] = useMutation(CreateCheckoutSessionMutation);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);

  // Back from the provider's page, a browser may show this page from its back-forward cache as it
  // was left ("Opening the payment page…", everything disabled): make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    async (applicationId: string, amount: number, recurring: Recurrence, details: Partial<GiftDetailsVariables> = {}, zakat = false) => {
      setStarting(true);
      setProblem(null);
      try {
        const { data } = await mutate({
          variables: { applicationId, amount, recurring, locale: i18n.locale.toUpperCase() as CheckoutLocale, ...details, ...(zakat ? { zakat: true } : {}) },
          context: { role: 'donor' },
        });
        const url = data?.createCheckoutSession.url;
        if (!url || !/^https?:\/\//i.test(url)) throw new Error('The checkout answer had no address to go to');
        leaveApp.to(url);
      } catch (error) {
        const refused = readApiProblem(error);
        rememberHeld(client.cache, applicationId, refused);
        setProblem(refused);
        setStarting(false);
      }
    },
    [mutate, i18n, client],
  );

  return { start, starting, problem };
}
