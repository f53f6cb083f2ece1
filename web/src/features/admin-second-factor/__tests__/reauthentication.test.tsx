import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminSecurityPage } from '../security-page';

const ACCOUNT = { __typename: 'Account', id: 'admin-1', fullname: 'Bilal Admin', email: 'bilal@example.org' };
const refusal = (reason: string, code: string) => ({ errors: [{ message: reason, extensions: { code, reason } }] }) as never;

describe('the admin security screen (issue 28)', () => {
  it('asks for the password when the API wants a fresh proof, keeps the fresh session, then adds the app', async () => {
    let starts = 0;
    const { client, names, operations } = createTestClient({
      MySecondFactors: () => ({ data: { mySecondFactors: { __typename: 'SecondFactorStatus', factors: [], recoveryCodesLeft: 0, required: false } } }),
      StartTotpEnrolment: () =>
        (starts += 1) === 1
          ? refusal('REAUTHENTICATION_REQUIRED', 'FORBIDDEN')
          : { data: { startTotpEnrolment: { __typename: 'TotpEnrolment', factorId: 'f-1', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg/>' } } },
      Reauthenticate: (variables) =>
        variables.password === 'admin-password-123'
          ? { data: { reauthenticate: { __typename: 'AuthPayload', token: 'fresh-token', account: ACCOUNT } } }
          : refusal('REAUTHENTICATION_WRONG', 'BAD_USER_INPUT'),
    });
    const user = userEvent.setup();
    renderAt('/admin/security', <AdminSecurityPage />, { client });

    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not right. Enter your current password');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'admin-password-123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(localStorage.getItem('adminToken')).toBe('fresh-token');
    expect(names().filter((name) => name === 'StartTotpEnrolment')).toHaveLength(2);
    expect(operations.filter((operation) => operation.name === 'Reauthenticate').map((operation) => operation.variables)).toEqual([
      { password: 'not-it' },
      { password: 'admin-password-123' },
    ]);
  });

  it('gives the refusal back when the dialog is closed', async () => {
    const { client } = createTestClient({
      MySecondFactors: () => ({ data: { mySecondFactors: { __typename: 'SecondFactorStatus', factors: [], recoveryCodesLeft: 0, required: false } } }),
      StartTotpEnrolment: () => refusal('REAUTHENTICATION_REQUIRED', 'FORBIDDEN'),
    });
    const user = userEvent.setup();
    renderAt('/admin/security', <AdminSecurityPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm it is you first: enter your password again.')).toBeInTheDocument();
  });
});
