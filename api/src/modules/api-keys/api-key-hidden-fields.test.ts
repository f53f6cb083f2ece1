import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { loadConfig } from '../../config/config';
import { account, give, submitApplication } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';
import { MODULES } from '../index';
import { operationCatalogue } from '../../operations/catalogue';
import { ANY_KEY_FIELDS } from './api-key-scope';

/** What the modules' declarations open to keys (operations/catalogue.ts). */
const { apiKeyScopes, apiKeyReach } = operationCatalogue(MODULES);

/**
 * The hidden-field probe (issue 16): an API key with every scope introspects the schema, finds every
 * type reachable from the root fields a key may read (those the modules' declarations open, and the ones every key reads), and asks for every field
 * of every such type, nested, one leaf at a time (so a refused field hides nothing beside it). No
 * answer may carry a seeker's street address, phone, email, free text or ID document — nor the
 * donors' names and emails. The REST paths a key may read are probed the same way.
 */

const SEEKER = {
  fullName: 'Khadija Wardakwala',
  email: 'khadija.private@example.org',
  phone: '+44 7700 900461',
  address: '221 Quarry Hill Lane, Flat 9',
  city: 'Leeds',
  country: 'United Kingdom',
  hajjReason: 'My late husband wished to make Hajj with me; since his passing I wish to go in his name.',
  referenceName: 'Imam Hafeez Qureshi',
  referencePhone: '+44 7700 900999',
  referenceRelation: 'Imam of our mosque',
};
const PENDING = {
  ...SEEKER,
  fullName: 'Ruqayyah Pendingham',
  email: 'ruqayyah.pending@example.org',
  phone: '+44 7700 900123',
  address: '7 Undecided Row',
  hajjReason: 'A pending reason that nobody outside may read.',
};

let t: TestApi;
let key: string;
let applicationId: string;
let storyId: string;
/** Text that must never be in an answer to a key. */
let secrets: string[];

async function submit(fields: typeof SEEKER): Promise<{ id: string; seekerEmail: string }> {
  const seeker = await account(t, 'seeker', fields.fullName);
  const id = await submitApplication(t, seeker.token, { ...fields, travelType: 'Hajj', familySize: '3', incomeBracket: 'under-500', requestedAmount: '5000' });
  const [row] = await t.db.dataSource.query('SELECT email FROM account WHERE id = $1', [seeker.id]);
  return { id, seekerEmail: row.email };
}

beforeAll(async () => {
  t = await startTestApi({ apiKeyLimit: { ...loadConfig({ NODE_ENV: 'test', API_KEY_RATE_LIMIT_PER_MINUTE: '100000' }).apiKeyLimit } });
  const admin = await account(t, 'admin', 'Admin Aisha');
  const donor = await account(t, 'donor', 'Dawud Privatedonor');

  const approved = await submit(SEEKER);
  applicationId = approved.id;
  expect((await t.rest('PUT', `/application/update/${applicationId}`, { status: 'approved' }, admin.token)).status).toBe(200);
  await give(t, donor.token, applicationId, 40);
  const pending = await submit(PENDING);

  const storyteller = await account(t, 'seeker', 'Storyteller Hidden');
  const form = new FormData();
  form.append('title', 'Labbaik at last');
  form.append('description', 'We went, by the grace of God and your gifts.');
  form.append('location', 'Kano, Nigeria');
  const shared = await fetch(`${t.url}/stories/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${storyteller.token}` } });
  storyId = ((await shared.json()) as { story: { _id: string } }).story._id;
  expect((await t.rest('PUT', `/stories/update/${storyId}`, { status: 'approved' }, admin.token)).status).toBe(200);

  const created = await t.graphql('mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', { input: { name: 'Every scope', scopes: apiKeyScopes.map((scope) => scope.name) } }, admin.token);
  key = created.body.data.createApiKey.secret;

  const [stored] = await t.db.dataSource.query('SELECT id_file_key FROM application WHERE id = $1', [applicationId]);
  const [donorRow] = await t.db.dataSource.query('SELECT email FROM account WHERE id = $1', [donor.id]);
  secrets = [
    SEEKER.address,
    '221 Quarry Hill',
    SEEKER.phone,
    '900461',
    SEEKER.email,
    approved.seekerEmail,
    SEEKER.hajjReason,
    'wished to make Hajj with me',
    'Wardakwala',
    SEEKER.referenceName,
    SEEKER.referencePhone,
    SEEKER.referenceRelation,
    `/application/file/${applicationId}`,
    stored.id_file_key,
    PENDING.fullName.split(' ')[0]!,
    PENDING.address,
    PENDING.email,
    pending.seekerEmail,
    PENDING.hajjReason,
    'Privatedonor',
    donorRow.email,
  ];
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** A value for an argument the probe must give (a required one), or for a page size (the whole list). */
function argumentValue(argument: GraphQLArgument): string | undefined {
  const named = getNamedType(argument.type);
  if (argument.name === 'first' && named.name === 'Int') return '100';
  if (!isNonNullType(argument.type) || argument.defaultValue !== undefined) return undefined;
  if (named.name === 'ID' || named.name === 'String') return JSON.stringify(applicationId);
  if (named.name === 'Int') return '10';
  if (named.name === 'Float') return '1';
  if (named.name === 'Boolean') return 'true';
  if (isEnumType(named)) return named.getValues()[0]!.name;
  throw new Error(`The probe cannot give ${argument.name}: ${String(argument.type)}; teach it how`);
}

function withArguments(field: GraphQLField<unknown, unknown>): string {
  const given = field.args.flatMap((argument) => {
    const value = argumentValue(argument);
    return value === undefined ? [] : [`${argument.name}: ${value}`];
  });
  return given.length ? `${field.name}(${given.join(', ')})` : field.name;
}

/**
 * Every path from `type` down to a leaf, as selection sets (`{ nodes { firstName } }`). A type
 * already on the path is not entered again, so cycles end; the types met are added to `reached`.
 */
function* leafSelections(schema: GraphQLSchema, type: GraphQLNamedType, onPath: string[], reached: Set<string>): Generator<string> {
  reached.add(type.name);
  if (isLeafType(type)) {
    yield '';
    return;
  }
  if (isUnionType(type) || isInterfaceType(type)) {
    for (const possible of schema.getPossibleTypes(type)) {
      for (const inner of leafSelections(schema, possible, [...onPath, possible.name], reached)) yield `{ __typename ... on ${possible.name} ${inner} }`;
    }
    return;
  }
  if (!isObjectType(type)) throw new Error(`The probe does not know ${type.name}`);
  for (const field of Object.values(type.getFields())) {
    const inner = getNamedType(field.type);
    if (!isLeafType(inner) && onPath.includes(inner.name)) continue;
    for (const selection of leafSelections(schema, inner, [...onPath, inner.name], reached)) yield `{ ${withArguments(field)} ${selection} }`;
  }
}

describe('the hidden-field probe: an API key with every scope', () => {
  it('reads no street address, phone, email, free text or ID document through any field of any type it can reach', async () => {
    const introspection = await t.graphql<IntrospectionQuery>(getIntrospectionQuery(), {}, key);
    expect(introspection.status).toBe(200);
    const schema = buildClientSchema(introspection.body.data!);
    const query = schema.getQueryType()!;

    const reached = new Set<string>();
    const probes: string[] = [];
    for (const name of [...Object.keys(apiKeyReach.rootFields), ...ANY_KEY_FIELDS].filter((field) => !field.startsWith('__'))) {
      const field = query.getFields()[name];
      expect([name, field !== undefined]).toEqual([name, true]);
      const type = getNamedType(field!.type);
      for (const selection of leafSelections(schema, type, [type.name], reached)) probes.push(`{ ${withArguments(field!)} ${selection} }`);
    }
    // The donors' and admins' types are out of reach altogether.
    for (const hidden of ['FundraisingRequest', 'Application', 'Donation', 'Account']) expect([hidden, reached.has(hidden)]).toEqual([hidden, false]);
    expect(probes.length).toBeGreaterThan(20);

    const answers: string[] = [];
    for (const probe of probes) {
      const answer = await t.graphql(probe, {}, key);
      const text = JSON.stringify(answer.body);
      // A field refused to keys reads nothing; any other failure means the probe did not look.
      const failures = (answer.body.errors ?? []).filter((error: { extensions?: { reason?: string } }) => error.extensions?.reason !== 'API_KEY_FIELD_NOT_ALLOWED');
      expect([probe, answer.status, failures]).toEqual([probe, 200, []]);
      answers.push(text);
      for (const secret of secrets) expect([probe, text.includes(secret) ? secret : null]).toEqual([probe, null]);
    }
    // The probe saw real rows: the approved request (by first name and town) and the published story.
    const everything = answers.join('\n');
    for (const seen of ['"Khadija"', '"Leeds"', '"United Kingdom"', applicationId, 'Labbaik at last']) expect([seen, everything.includes(seen)]).toEqual([seen, true]);
  });

  it('reads none of them on the REST paths a key may reach either', async () => {
    for (const route of Object.keys(apiKeyReach.restPaths)) {
      const path = route.replace(/^GET /, '').replace(':id', storyId);
      const answer = await t.rest('GET', path, undefined, key);
      expect([path, answer.status < 500]).toEqual([path, true]);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      for (const secret of secrets) expect([path, text.includes(secret) ? secret : null]).toEqual([path, null]);
    }
  });
});
