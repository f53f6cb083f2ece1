import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const ContactMessagesQuery = graphql(`
  query ContactMessages($first: Int) {
    contactMessages(first: $first) {
      nodes {
        id
        name
        email
        subject
        message
        language
        createdAt
        handledAt
      }
      unhandled
    }
  }
`);

export const SetContactMessageHandledMutation = graphql(`
  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      id
      handledAt
    }
  }
`);

export const NewsletterSubscribersQuery = graphql(`
  query NewsletterSubscribers($first: Int) {
    newsletterSubscribers(first: $first) {
      nodes {
        id
        email
        language
        status
        createdAt
      }
      confirmed
    }
  }
`);

export const SendNewsletterMutation = graphql(`
  mutation SendNewsletter($input: SendNewsletterInput!) {
    sendNewsletter(input: $input)
  }
`);

/** The newest contact messages (a page of 100) and how many wait. */
export function useContactMessages() {
  return useQuery(ContactMessagesQuery, { variables: { first: 100 }, fetchPolicy: 'cache-and-network' });
}

export function useSetContactMessageHandled() {
  return useMutation(SetContactMessageHandledMutation, { refetchQueries: [ContactMessagesQuery] });
}

/** The newest newsletter subscribers (a page of 100) and how many are confirmed. */
export function useNewsletterSubscribers() {
  return useQuery(NewsletterSubscribersQuery, { variables: { first: 100 }, fetchPolicy: 'cache-and-network' });
}

export function useSendNewsletter() {
  return useMutation(SendNewsletterMutation);
}
