import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { OperationHandler } from '../../../test/apollo-test-client';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, fakeApplicationsApi } from '../../../test/admin/admin-fixtures';

const SECRET = `sabil_key_0a1b2c3d_${'f'.repeat(64)}`;

interface ServerKey {
  __typename: 'ApiKey';
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  createdByName: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const MOSQUE: ServerKey = {
  __typename: 'ApiKey',
  id: 'key-1',
  name: 'Mosque website',
  prefix: 'sabil_key_11112222',
  scopes: ['APPLICATIONS_READ'],
  createdAt: '2026-11-20T10:00:00.000Z',
  createdByName: 'Khadija Rahman',
  lastUsedAt: '2026-11-23T08:30:00.000Z',
  revokedAt: null,
};

/** The API keys part of the admin's API: the list, a new key (its secret once) and revocation. */
function fakeKeysApi(initial: ServerKey[]) {
  const keys = initial.map((key) => ({ ...key }));
  const ApiKeys: OperationHandler = () => ({ data: { apiKeys: keys.map((key) => ({ ...key })) } });
  const CreateApiKey: OperationHandler = (variables) => {
    const input = variables.input as { name: string; scopes: string[] };
    const key: ServerKey = { ...MOSQUE, id: `key-${keys.length + 1}`, name: input.name, prefix: 'sabil_key_0a1b2c3d', scopes: input.scopes, lastUsedAt: null, createdAt: '2026-11-24T10:00:00.000Z' };
    keys.unshift(key);
    return { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey: { ...key } } } };
  };
  const RevokeApiKey: OperationHandler = (variables) => {
    const key = keys.find((candidate) => candidate.id === variables.id);
    if (!key) return { errors: [new GraphQLError('API key not found', { extensions: { code: 'NOT_FOUND', reason: 'API_KEY_NOT_FOUND' } })] };
    if (key.revokedAt) return { errors: [new GraphQLError('This API key is already revoked.', { extensions: { code: 'CONFLICT', reason: 'API_KEY_ALREADY_REVOKED' } })] };
    key.revokedAt = '2026-11-24T11:00:00.000Z';
    return { data: { revokeApiKey: { __typename: 'ApiKey', id: key.id, revokedAt: key.revokedAt } } };
  };
  return { ApiKeys, CreateApiKey, RevokeApiKey };
}

const panel = () => screen.getByRole('tabpanel');

async function openApiKeys(keys: ServerKey[] = [MOSQUE]) {
  const user = userEvent.setup();
  const test = createTestClient({ ...fakeApplicationsApi([AMINA]).handlers, ...fakeKeysApi(keys) });
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  await screen.findByRole('article', { name: 'Amina Yusuf' });
  await user.click(screen.getByRole('tab', { name: 'API keys' }));
  return { ...test, user };
}

describe('the API keys tab', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
  });
  afterEach(() => localStorage.clear());

  it('lists keys with their prefix, scopes, creator and last use, never a secret', async () => {
    await openApiKeys();
    const row = await within(panel()).findByRole('article', { name: 'Mosque website' });
    expect(row).toHaveTextContent('sabil_key_11112222…');
    expect(within(row).getByRole('list', { name: 'Scopes' })).toHaveTextContent('Approved requests');
    expect(row).toHaveTextContent('Khadija Rahman');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });

  it('says there are none yet', async () => {
    await openApiKeys([]);
    expect(await within(panel()).findByText('No API keys yet. Create one for each integrator.')).toBeInTheDocument();
  });

  it('refuses a key without a name or a scope before sending anything', async () => {
    const { user, names } = await openApiKeys();
    await within(panel()).findByRole('article', { name: 'Mosque website' });
    const before = names().length;
    await user.click(within(panel()).getByRole('button', { name: 'Create key' }));
    expect(within(panel()).getByText('Name is required')).toBeInTheDocument();
    expect(within(panel()).getByText('Choose at least one scope for the key.')).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(names().slice(before)).toEqual([]);
  });

  it('creates a key and shows its secret once, with a copy button; the list gains it without a refetch', async () => {
    const { user, names, operations } = await openApiKeys();
    await within(panel()).findByRole('article', { name: 'Mosque website' });
    const before = names().length;
    await user.type(within(panel()).getByLabelText('Name'), 'Zakat fund books');
    await user.click(within(panel()).getByRole('checkbox', { name: /Donation totals/ }));
    await user.click(within(panel()).getByRole('checkbox', { name: /Published stories/ }));
    await user.click(within(panel()).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(dialog).toHaveTextContent('You will not see it again');
    expect(within(dialog).getByLabelText('API key')).toHaveValue(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // Scopes go in the schema's order, whatever order they were ticked in.
    expect(operations.at(-1)?.variables).toEqual({ input: { name: 'Zakat fund books', scopes: ['STORIES_READ', 'DONATION_TOTALS_READ'] } });

    await user.click(within(dialog).getByRole('button', { name: 'I have stored it safely' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your new API key' })).not.toBeInTheDocument());
    const rows = within(panel()).getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-labelledby') && within(row).getByRole('heading').textContent)).toEqual(['Zakat fund books', 'Mosque website']);
    expect(panel()).not.toHaveTextContent(SECRET);
    expect(within(panel()).getByLabelText('Name')).toHaveValue('');
    expect(names().slice(before)).toEqual(['CreateApiKey']);
  });

  it('revokes a key after the confirmation: one request, the row says revoked', async () => {
    const { user, names } = await openApiKeys();
    const row = await within(panel()).findByRole('article', { name: 'Mosque website' });
    const before = names().length;
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    expect(confirm).toHaveTextContent('"Mosque website" stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-success')).toHaveTextContent('The key "Mosque website" is revoked; it no longer works.'));
    expect(row).toHaveTextContent('Revoked');
    expect(within(row).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(names().slice(before)).toEqual(['RevokeApiKey']);
  });

  it('keeps the key when the admin cancels', async () => {
    const { user, names } = await openApiKeys();
    const row = await within(panel()).findByRole('article', { name: 'Mosque website' });
    const before = names().length;
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', { name: 'Keep it' }));
    expect(row).toHaveTextContent('Active');
    expect(names().slice(before)).toEqual([]);
  });
});
