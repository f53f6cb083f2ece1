import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../graphql/generated';
import type { VerifyCheckoutSessionMutation as Result } from '../../graphql/generated/graphql';
import { readApiProblem, type ApiProblem } from '../../lib/apollo/api-problem';

export const VerifyCheckoutSessionMutation = graphql(`
  mutation VerifyCheckoutSession($sessionId: String!) {
    verifyCheckoutSession(sessionId: $sessionId) {
      id
      success
      status
      recurring
      donation {
        id
        amount
        currency
        applicantName
        receiptNumber
        testMode
        status
        keptAmount
        refundedAmount
        refunds {
          id
          refundNumber
          amount
          reason
          status
        }
      }
    }
  }
`);

export type Verification = Result['verifyCheckoutSession'];

export type VerifyState =
  | { kind: 'no-session' }
  | { kind: 'verifying' }
  | { kind: 'verified'; verification: Verification }
  | { kind: 'failed'; problem?: ApiProblem };

/**
 * SPEC §4's payment return: with a session_id the page asks the API, which asks the provider and
 * records the donation if it is paid; without one no outcome is claimed. One call per session id
 * (React may run an effect twice in development; the API would answer the same anyway).
 */
export function useVerifyCheckoutSession(sessionId: string | null): VerifyState {
  const [mutate] = useMutation(VerifyCheckoutSessionMutation);
  const [state, setState] = useState<VerifyState>(sessionId ? { kind: 'verifying' } : { kind: 'no-session' });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    setState({ kind: 'verifying' });
    mutate({ variables: { sessionId }, context: { role: 'donor' } }).then(
      ({ data }) => setState(data ? { kind: 'verified', verification: data.verifyCheckoutSession } : { kind: 'failed' }),
      (error: unknown) => setState({ kind: 'failed', problem: readApiProblem(error) }),
    );
  }, [sessionId, mutate]);

  return sessionId ? state : { kind: 'no-session' };
}
