import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      received
    }
  }
`);

/** Sends a contact message to the charity (no sign-in). */
export function useSendContactMessage() {
  return useMutation(SendContactMessageMutation);
}
