import { gql } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { LoginForm } from '../components/login-form';
import { ACCOUNT } from './auth-fixtures';

const PREVIOUS = gql`
  query Previous {
    myApplication {
      id
      status
    }
  }
`;

describe('useLogin', () => {
  it("starts the new session with an empty cache: nothing of the previous person's shows", async () => {
    const { client } = createTestClient({
      Login: () => ({ data: { login: { __typename: 'AuthPayload', token: 'seeker-token', account: { ...ACCOUNT, role: 'SEEKER' } } } }),
    });
    client.writeQuery({ query: PREVIOUS, data: { myApplication: { __typename: 'Application', id: 'someone-else', status: 'PENDING' } } });
    const user = userEvent.setup();
    renderAt('/seeker/login', <LoginForm role="seeker" />, { client });

    await user.type(await screen.findByLabelText('Email'), 'amina@example.org');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful! Redirecting to your form...')).toBeInTheDocument();

    expect(client.readQuery({ query: PREVIOUS })).toBeNull();
    expect(JSON.stringify(client.cache.extract())).not.toContain('someone-else');
  });
});
