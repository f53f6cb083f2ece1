import { usePublicMutation } from '../../../lib/public-mutation';

const SUBSCRIBE = 'mutation SubscribeToNewsletter($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { received } }';

/** Signs an address up for the newsletter (double opt-in; the home page loads no GraphQL client). */
export function useNewsletterSignup() {
  return usePublicMutation<{ subscribeToNewsletter: { received: boolean } }>('SubscribeToNewsletter', SUBSCRIBE);
}
