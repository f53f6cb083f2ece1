import { usePublicMutation } from '../../../lib/public-mutation';

const SEND = 'mutation SendContactMessage($input: SendContactMessageInput!) { sendContactMessage(input: $input) { received } }';

/** Sends a contact message to the charity (no sign-in; the contact page loads no GraphQL client). */
export function useSendContactMessage() {
  return usePublicMutation<{ sendContactMessage: { received: boolean } }>('SendContactMessage', SEND);
}
