import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const CancellationChoiceFieldsFragment = graphql(`
  fragment CancellationChoiceFields_choice on CancellationChoice {
    id
    applicationId
    firstName
    donorName
    keptCents
    refundableCents
    unrecoverableCents
    refundPossible
    includesZakat
    deadlineAt
    defaultAnswer
    status
    decidedBy
    decidedAt
    appliedCents
    targetApplicationId
    targetFirstName
  }
`);

export const MyCancellationChoicesQuery = graphql(`
  query MyCancellationChoices {
    myCancellationChoices {
      ...CancellationChoiceFields_choice @unmask
    }
  }
`);

export const CancellationMoveTargetsQuery = graphql(`
  query CancellationMoveTargets($exceptApplicationId: ID) {
    cancellationMoveTargets(exceptApplicationId: $exceptApplicationId) {
      applicationId
      firstName
      roomCents
      zakatEligible
    }
  }
`);

export const AnswerCancellationChoiceMutation = graphql(`
  mutation AnswerCancellationChoice($input: AnswerCancellationInput!) {
    answerCancellationChoice(input: $input) {
      ...CancellationChoiceFields_choice @unmask
    }
  }
`);

export const JourneyCancellationChoicesQuery = graphql(`
  query JourneyCancellationChoices($applicationId: ID!) {
    journeyCancellationChoices(applicationId: $applicationId) {
      ...CancellationChoiceFields_choice @unmask
    }
    cancellationSettings {
      defaultAnswer
      days
    }
  }
`);

export const SetCancellationDefaultMutation = graphql(`
  mutation SetCancellationDefault($defaultAnswer: CancellationAnswer!) {
    setCancellationDefault(defaultAnswer: $defaultAnswer) {
      defaultAnswer
      days
    }
  }
`);

/** The signed-in donor's choices of cancelled journeys. */
export function useMyCancellationChoices() {
  return useQuery(MyCancellationChoicesQuery, { context: { role: 'donor' }, fetchPolicy: 'cache-and-network' });
}

/** The open journeys a gift may move to (closest to its goal first). */
export function useMoveTargets(exceptApplicationId: string, skip: boolean) {
  return useQuery(CancellationMoveTargetsQuery, { variables: { exceptApplicationId }, context: { role: 'donor' }, fetchPolicy: 'cache-and-network', skip });
}

/** The donor's answer; the choice comes back and the notice follows through the cache, their donations and journeys are read again. */
export function useAnswerCancellationChoice() {
  const [mutate, { loading }] = useMutation(AnswerCancellationChoiceMutation, { context: { role: 'donor' }, refetchQueries: ['MySupportedJourneys'] });
  return { answer: mutate, answering: loading };
}

/** A cancelled journey's choices and the admins' default, in its journey panel. */
export function useJourneyCancellationChoices(applicationId: string, skip: boolean) {
  return useQuery(JourneyCancellationChoicesQuery, { variables: { applicationId }, context: { role: 'admin' }, fetchPolicy: 'cache-and-network', skip });
}

export function useSetCancellationDefault() {
  const [mutate, { loading }] = useMutation(SetCancellationDefaultMutation, { context: { role: 'admin' } });
  return { setDefault: mutate, saving: loading };
}
