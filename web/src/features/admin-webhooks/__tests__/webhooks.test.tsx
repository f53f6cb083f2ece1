import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { OperationHandler } from '../../../test/apollo-test-client';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, fakeApplicationsApi } from '../../../test/admin/admin-fixtures';

const SECRET = `whsec_${'a'.repeat(64)}`;
const ROTATED = `whsec_${'b'.repeat(64)}`;
const URL_1 = 'https://mosque.example.org/hooks/sabil';

interface ServerEndpoint {
  __typename: 'WebhookEndpoint';
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

interface ServerDelivery {
  __typename: 'WebhookDelivery';
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  lastError: string | null;
  lastStatusCode: number | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

const MOSQUE: ServerEndpoint = {
  __typename: 'WebhookEndpoint',
  id: 'hook-1',
  url: URL_1,
  events: ['APPLICATION_APPROVED', 'DONATION_COMPLETED'],
  enabled: true,
  description: 'Open requests on the mosque website',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function delivery(index: number, overrides: Partial<ServerDelivery> = {}): ServerDelivery {
  return {
    __typename: 'WebhookDelivery',
    id: `delivery-${index}`,
    endpointId: MOSQUE.id,
    eventId: `event-${index}`,
    eventType: 'APPLICATION_APPROVED',
    status: 'DELIVERED',
    attempts: 1,
    lastError: null,
    lastStatusCode: 200,
    lastAttemptAt: '2026-11-21T10:00:00.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-11-21T10:00:00.000Z',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** The webhooks part of the admin's API: endpoints, their secrets once, and the delivery log paged by two. */
function fakeWebhooksApi(initial: ServerEndpoint[], log: ServerDelivery[] = []) {
  const endpoints = initial.map((endpoint) => ({ ...endpoint }));
  const deliveries = log.map((item) => ({ ...item }));
  const find = (id: unknown) => endpoints.find((endpoint) => endpoint.id === id);
  const notFound = () => ({ errors: [new GraphQLError('Webhook endpoint not found', { extensions: { code: 'NOT_FOUND', reason: 'WEBHOOK_ENDPOINT_NOT_FOUND' } })] });
  const WebhookEndpoints: OperationHandler = () => ({ data: { webhookEndpoints: endpoints.map((endpoint) => ({ ...endpoint })) } });
  const CreateWebhookEndpoint: OperationHandler = (variables) => {
    const input = variables.input as { url: string; events: string[]; description: string | null };
    if (!input.url.startsWith('https://'))
      return { errors: [new GraphQLError('The webhook URL must be https.', { extensions: { code: 'BAD_USER_INPUT', reason: 'WEBHOOK_URL_NOT_HTTPS', field: 'url' } })] };
    const endpoint: ServerEndpoint = { ...MOSQUE, id: `hook-${endpoints.length + 1}`, url: input.url, events: input.events, description: input.description, createdAt: '2026-11-24T10:00:00.000Z' };
    endpoints.unshift(endpoint);
    return { data: { createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', secret: SECRET, endpoint: { ...endpoint } } } };
  };
  const UpdateWebhookEndpoint: OperationHandler = (variables) => {
    const endpoint = find(variables.id);
    if (!endpoint) return notFound();
    const input = variables.input as { enabled?: boolean };
    if (typeof input.enabled === 'boolean') endpoint.enabled = input.enabled;
    return { data: { updateWebhookEndpoint: { ...endpoint } } };
  };
  const RotateWebhookSecret: OperationHandler = (variables) => {
    const endpoint = find(variables.id);
    if (!endpoint) return notFound();
    return { data: { rotateWebhookSecret: { __typename: 'WebhookEndpointWithSecret', secret: ROTATED, endpoint: { __typename: 'WebhookEndpoint', id: endpoint.id, updatedAt: '2026-11-24T12:00:00.000Z' } } } };
  };
  const DeleteWebhookEndpoint: OperationHandler = (variables) => {
    const index = endpoints.findIndex((endpoint) => endpoint.id === variables.id);
    if (index < 0) return notFound();
    endpoints.splice(index, 1);
    return { data: { deleteWebhookEndpoint: variables.id } };
  };
  const WebhookDeliveries: OperationHandler = (variables) => {
    const filter = variables.filter as { endpointId: string };
    const mine = deliveries.filter((item) => item.endpointId === filter.endpointId);
    const start = variables.after ? Number(variables.after) : 0;
    const size = 2;
    const nodes = mine.slice(start, start + size).map((item) => ({ ...item }));
    const hasNextPage = start + size < mine.length;
    return { data: { webhookDeliveries: { __typename: 'WebhookDeliveryConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: String(start + size), hasNextPage } } } };
  };
  const RedeliverWebhook: OperationHandler = (variables) => {
    const item = deliveries.find((candidate) => candidate.id === variables.deliveryId);
    if (!item) return { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND', reason: 'WEBHOOK_DELIVERY_NOT_FOUND' } })] };
    if (item.status === 'PENDING' && item.attempts > 0)
      return { errors: [new GraphQLError('In progress', { extensions: { code: 'CONFLICT', reason: 'WEBHOOK_DELIVERY_IN_PROGRESS' } })] };
    Object.assign(item, { status: 'PENDING', deliveredAt: null, nextAttemptAt: '2026-11-24T12:00:00.000Z' });
    return { data: { redeliverWebhook: { ...item } } };
  };
  return { WebhookEndpoints, CreateWebhookEndpoint, UpdateWebhookEndpoint, RotateWebhookSecret, DeleteWebhookEndpoint, WebhookDeliveries, RedeliverWebhook };
}

const panel = () => screen.getByRole('tabpanel');

async function openWebhooks(endpoints: ServerEndpoint[] = [MOSQUE], log: ServerDelivery[] = []) {
  const user = userEvent.setup();
  const test = createTestClient({ ...fakeApplicationsApi([AMINA]).handlers, ...fakeWebhooksApi(endpoints, log) });
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  await screen.findByRole('article', { name: 'Amina Yusuf' });
  await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
  return { ...test, user };
}

describe('the Webhooks tab', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
  });
  afterEach(() => localStorage.clear());

  it('lists endpoints with their URL, events, state, note and date, never a secret', async () => {
    await openWebhooks();
    const row = await within(panel()).findByRole('article', { name: URL_1 });
    expect(within(row).getByRole('heading').querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByRole('list', { name: 'Events' })).toHaveTextContent('Request approved');
    expect(within(row).getByRole('list', { name: 'Events' })).toHaveTextContent('Donation received');
    expect(row).toHaveTextContent('Enabled');
    expect(row).toHaveTextContent('Open requests on the mosque website');
    expect(row).toHaveTextContent('Created');
    expect(panel()).not.toHaveTextContent('whsec_');
  });

  it('says there are none yet', async () => {
    await openWebhooks([]);
    expect(await within(panel()).findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });

  it('offers every event with an explanation, and refuses an empty form before sending anything', async () => {
    const { user, names } = await openWebhooks();
    await within(panel()).findByRole('article', { name: URL_1 });
    for (const name of ['Request approved', 'Request rejected', 'Donation received', 'Story published', 'Journey progress']) {
      expect(within(panel()).getByRole('checkbox', { name: new RegExp(name) })).not.toBeChecked();
    }
    const before = names().length;
    await user.click(within(panel()).getByRole('button', { name: 'Register endpoint' }));
    expect(within(panel()).getByText('Endpoint URL is required')).toBeInTheDocument();
    expect(within(panel()).getByText('Choose at least one event for the webhook.')).toBeInTheDocument();
    expect(names().slice(before)).toEqual([]);
  });

  it('shows an API refusal next to the URL, in words', async () => {
    const { user, names } = await openWebhooks();
    await within(panel()).findByRole('article', { name: URL_1 });
    const before = names().length;
    await user.type(within(panel()).getByLabelText('Endpoint URL'), 'http://books.example.org/hook');
    await user.click(within(panel()).getByRole('checkbox', { name: /Story published/ }));
    await user.click(within(panel()).getByRole('button', { name: 'Register endpoint' }));
    const url = within(panel()).getByLabelText('Endpoint URL');
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription('The webhook address must start with https://');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).getAllByRole('article')).toHaveLength(1);
    expect(names().slice(before)).toEqual(['CreateWebhookEndpoint']);
  });

  it('registers an endpoint and shows its signing secret once; the list gains it without a refetch', async () => {
    const { user, names, operations } = await openWebhooks();
    await within(panel()).findByRole('article', { name: URL_1 });
    const before = names().length;
    await user.type(within(panel()).getByLabelText('Endpoint URL'), 'https://zakat.example.org/in');
    await user.click(within(panel()).getByRole('checkbox', { name: /Story published/ }));
    await user.click(within(panel()).getByRole('checkbox', { name: /Request approved/ }));
    await user.type(within(panel()).getByLabelText('Description (optional)'), 'Zakat fund books');
    await user.click(within(panel()).getByRole('button', { name: 'Register endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: "Your webhook's signing secret" });
    expect(dialog).toHaveTextContent('You will not see it again');
    expect(dialog).toHaveTextContent('docs/INTEGRATORS.md');
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // Events go in the schema's order, whatever order they were ticked in.
    expect(operations.at(-1)?.variables).toEqual({ input: { url: 'https://zakat.example.org/in', events: ['APPLICATION_APPROVED', 'STORY_PUBLISHED'], description: 'Zakat fund books' } });

    await user.click(within(dialog).getByRole('button', { name: 'I have stored it safely' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(panel()).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['https://zakat.example.org/in', URL_1]);
    expect(panel()).not.toHaveTextContent(SECRET);
    expect(within(panel()).getByLabelText('Endpoint URL')).toHaveValue('');
    expect(names().slice(before)).toEqual(['CreateWebhookEndpoint']);
  });

  it('disables and enables an endpoint with one request each', async () => {
    const { user, names } = await openWebhooks();
    const row = await within(panel()).findByRole('article', { name: URL_1 });
    const before = names().length;
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(row).toHaveTextContent('Disabled'));
    // The row changes when the answer reaches the cache; the banner once the mutation's promise settles, a render later.
    await waitFor(() => expect(screen.getByTestId('dashboard-success')).toHaveTextContent('The endpoint is disabled; no new events are sent to it.'));
    await user.click(within(row).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(row).toHaveTextContent('Enabled'));
    expect(names().slice(before)).toEqual(['UpdateWebhookEndpoint', 'UpdateWebhookEndpoint']);
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const { user, names } = await openWebhooks();
    const row = await within(panel()).findByRole('article', { name: URL_1 });
    const before = names().length;
    await user.click(within(row).getByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('dialog', { name: "Rotate this endpoint's secret?" });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'The new signing secret' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveValue(ROTATED);
    await user.click(within(dialog).getByRole('button', { name: 'I have stored it safely' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Rotate secret' })).toHaveFocus());
    expect(names().slice(before)).toEqual(['RotateWebhookSecret']);
  });

  it('deletes an endpoint after a confirmation that says its log goes too; cancelling keeps it', async () => {
    const { user, names } = await openWebhooks();
    const row = await within(panel()).findByRole('article', { name: URL_1 });
    const before = names().length;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this webhook endpoint?' })).getByRole('button', { name: 'Keep it' }));
    expect(within(panel()).getByRole('article', { name: URL_1 })).toBeInTheDocument();
    // Focus goes back to the button the dialog was opened from.
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Delete' })).toHaveFocus());
    expect(names().slice(before)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this webhook endpoint?' });
    expect(confirm).toHaveTextContent('its delivery log goes too');
    await user.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-success')).toHaveTextContent('The endpoint and its delivery log are deleted.'));
    expect(within(panel()).queryByRole('article', { name: URL_1 })).not.toBeInTheDocument();
    expect(within(panel()).getByText('No webhook endpoints yet.')).toBeInTheDocument();
    // The row is gone: focus lands on the list's heading, not on the page's body.
    await waitFor(() => expect(within(panel()).getByRole('heading', { name: 'Endpoints' })).toHaveFocus());
    expect(names().slice(before)).toEqual(['DeleteWebhookEndpoint']);
  });

  it('shows the delivery log with status in words, loads more, and redelivers; a delivery in progress is said in words', async () => {
    const log = [
      delivery(1, { status: 'FAILED', attempts: 12, lastStatusCode: 503, lastError: 'HTTP 503', deliveredAt: null }),
      delivery(2),
      delivery(3, { status: 'PENDING', attempts: 2, lastStatusCode: null, lastError: 'timeout after 10s', deliveredAt: null, nextAttemptAt: '2026-11-24T13:00:00.000Z', eventType: 'DONATION_COMPLETED' }),
    ];
    const { user, names } = await openWebhooks([MOSQUE], log);
    const row = await within(panel()).findByRole('article', { name: URL_1 });
    const toggle = within(row).getByRole('button', { name: 'Show delivery log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(row).getByRole('button', { name: 'Hide delivery log' })).toHaveAttribute('aria-expanded', 'true');
    const list = await within(row).findByRole('list', { name: 'Deliveries' });
    let items = within(list).getAllByTestId('webhook-delivery');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Failed');
    expect(items[0]).toHaveTextContent('12');
    expect(items[0]).toHaveTextContent('HTTP 503');
    expect(items[1]).toHaveTextContent('Delivered');
    expect(items[1]).toHaveTextContent('Delivered at');

    await user.click(within(row).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByTestId('webhook-delivery')).toHaveLength(3));
    items = within(list).getAllByTestId('webhook-delivery');
    expect(items[2]).toHaveTextContent('Pending');
    expect(items[2]).toHaveTextContent('Donation received');
    expect(items[2]).toHaveTextContent('timeout after 10s');
    expect(items[2]).toHaveTextContent('Next attempt');
    expect(within(row).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const before = names().length;
    await user.click(within(items[0]).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => expect(items[0]).toHaveTextContent('Pending'));
    expect(items[0]).toHaveTextContent('Next attempt');
    await waitFor(() => expect(screen.getByTestId('dashboard-success')).toHaveTextContent('The delivery is queued again'));

    await user.click(within(items[2]).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-error')).toHaveTextContent('This delivery is being attempted right now. Try again when the attempt is over.'));
    expect(names().slice(before)).toEqual(['RedeliverWebhook', 'RedeliverWebhook']);
  });
});
