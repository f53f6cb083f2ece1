import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) {
      received
    }
  }
`);

/** Signs an address up for the newsletter (double opt-in: the API mails a confirmation link). */
export function useNewsletterSignup() {
  return useMutation(SubscribeToNewsletterMutation);
}
