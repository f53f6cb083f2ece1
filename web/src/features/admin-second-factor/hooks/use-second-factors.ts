import { graphql } from '../../../graphql/generated';

export const MySecondFactorsQuery = graphql(`
  query MySecondFactors {
    mySecondFactors {
      factors {
        id
        kind
        label
        createdAt
        lastUsedAt
      }
      recoveryCodesLeft
      required
    }
  }
`);


/**
 * What every enrolment answers: the factor, recovery codes when new ones were made, the session when
 * it finished a sign-in. A selection both enrolment mutations share, not a component's fragment:
 * the hooks that run them read it whole, so it is spread with @unmask (data masking leaves it in).
 */
export const SecondFactorEnrolmentFields = graphql(`
  fragment SecondFactorEnrolmentFields on SecondFactorEnrolment {
    factor {
      id
      kind
      label
    }
    recoveryCodes
    session {
      token
      account {
        id
        fullname
        email
      }
    }
  }
`);

export const StartTotpEnrolmentMutation = graphql(`
  mutation StartTotpEnrolment {
    startTotpEnrolment {
      factorId
      secret
      uri
      qrSvg
    }
  }
`);

export const ConfirmTotpEnrolmentMutation = graphql(`
  mutation ConfirmTotpEnrolment($factorId: ID!, $code: String!, $label: String) {
    confirmTotpEnrolment(factorId: $factorId, code: $code, label: $label) {
      ...SecondFactorEnrolmentFields @unmask
    }
  }
`);

export const StartPasskeyEnrolmentMutation = graphql(`
  mutation StartPasskeyEnrolment {
    startPasskeyEnrolment
  }
`);

export const FinishPasskeyEnrolmentMutation = graphql(`
  mutation FinishPasskeyEnrolment($response: String!, $label: String) {
    finishPasskeyEnrolment(response: $response, label: $label) {
      ...SecondFactorEnrolmentFields @unmask
    }
  }
`);

export const RemoveSecondFactorMutation = graphql(`
  mutation RemoveSecondFactor($id: ID!) {
    removeSecondFactor(id: $id)
  }
`);

export const RenewRecoveryCodesMutation = graphql(`
  mutation RenewRecoveryCodes {
    renewRecoveryCodes
  }
`);

/** What an enrolment answers, whichever the kind. */
export type EnrolmentResult = { recoveryCodes: string[]; session: { token: string; account: { id: string; fullname: string; email: string } } | null };


/** The password, or a code from the authenticator app, again (issue 28): a fresh session, which may change second factors for 5 minutes. */
export const ReauthenticateMutation = graphql(`
  mutation Reauthenticate($password: String, $code: String) {
    reauthenticate(password: $password, code: $code) {
      token
      account {
        id
        fullname
        email
      }
    }
  }
`);
