import { graphql } from '../../../graphql/generated';

/** The second step of an admin's sign-in, with the token the password step answered. */
export const StartPasskeySignInMutation = graphql(`
  mutation StartPasskeySignIn {
    startPasskeySignIn
  }
`);

export const VerifySecondFactorMutation = graphql(`
  mutation VerifySecondFactor($input: SecondFactorInput!) {
    verifySecondFactor(input: $input) {
      token
      account {
        id
        fullname
        email
      }
    }
  }
`);
