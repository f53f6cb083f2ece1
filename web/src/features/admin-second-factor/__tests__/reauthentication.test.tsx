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

  it('lets an admin with an authenticator app answer with a code from it instead, the first field focused each time', async () => {
    let renewals = 0;
    const { client, operations } = createTestClient({
      MySecondFactors: () => ({
        data: {
          mySecondFactors: {
            __typename: 'SecondFactorStatus',
            factors: [{ __typename: 'SecondFactor', id: 'f-1', kind: 'TOTP', label: 'Phone', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null }],
            recoveryCodesLeft: 10,
            required: false,
          },
        },
      }),
      RenewRecoveryCodes: () => ((renewals += 1) === 1 ? refusal('REAUTHENTICATION_REQUIRED', 'FORBIDDEN') : { data: { renewRecoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] } }),
      Reauthenticate: (variables) =>
        variables.code === '654321' ? { data: { reauthenticate: { __typename: 'AuthPayload', token: 'fresh-token', account: ACCOUNT } } } : refusal('REAUTHENTICATION_WRONG', 'BAD_USER_INPUT'),
    });
    const user = userEvent.setup();
    renderAt('/admin/security', <AdminSecurityPage />, { client });

    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).getByText(/your password, or a code from your authenticator app/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Use a code from your authenticator app instead' }));
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Six-digit code')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Six-digit code'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the six digits your authenticator app shows.');
    await user.clear(within(dialog).getByLabelText('Six-digit code'));
    await user.type(within(dialog).getByLabelText('Six-digit code'), '111 111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not right.');
    await user.clear(within(dialog).getByLabelText('Six-digit code'));
    await user.type(within(dialog).getByLabelText('Six-digit code'), '654 321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('aaaa-bbbb')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('fresh-token');
    expect(operations.filter((operation) => operation.name === 'Reauthenticate').map((operation) => operation.variables)).toEqual([{ code: '111111' }, { code: '654321' }]);
  });

  it('offers only the password to an admin without an authenticator app', async () => {
    const { client } = createTestClient({
      MySecondFactors: () => ({
        data: {
          mySecondFactors: {
            __typename: 'SecondFactorStatus',
            factors: [{ __typename: 'SecondFactor', id: 'f-2', kind: 'PASSKEY', label: 'Laptop', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null }],
            recoveryCodesLeft: 10,
            required: false,
          },
        },
      }),
      RenewRecoveryCodes: () => refusal('REAUTHENTICATION_REQUIRED', 'FORBIDDEN'),
    });
    const user = userEvent.setup();
    renderAt('/admin/security', <AdminSecurityPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: /authenticator app/ })).not.toBeInTheDocument();
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
