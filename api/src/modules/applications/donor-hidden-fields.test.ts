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
import { account, give, submitApplication } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * The donors' hidden-field probe (issue 28): anyone may register as a donor, and the FAQ promises
 * seekers that donors never see their contact details. A donor with a gift introspects the schema,
 * keeps every root field a donor is not refused, and asks for every field of every type reachable
 * from them, nested, one leaf at a time (so a refused field hides nothing beside it); then every
 * REST path a donor may read. No answer may carry a seeker's street address, phone, email,
 * references or ID document. Donors do see the name, town, country and reason (DESIGN §4, with the
 * street address taken out: docs/developing.md, "Departures").
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

let t: TestApi;
let donorToken: string;
let donorId: string;
let applicationId: string;
let donationId: string;
let sessionId: string;
/** Text that must never be in an answer to a donor. */
let secrets: string[];

beforeAll(async () => {
  t = await startTestApi();
  const admin = await account(t, 'admin', 'Admin Aisha');
  const donor = await account(t, 'donor', 'Dawud Donor');
  donorToken = donor.token;
  donorId = donor.id;
  const seeker = await account(t, 'seeker', SEEKER.fullName);
  applicationId = await submitApplication(t, seeker.token, { ...SEEKER, travelType: 'Hajj', familySize: '3', incomeBracket: 'under-500', requestedAmount: '5000' });
  expect((await t.rest('PUT', `/application/update/${applicationId}`, { status: 'approved' }, admin.token)).status).toBe(200);
  const given = await give(t, donor.token, applicationId, 40);
  donationId = given.donation.id;
  sessionId = given.session.id;
  // A progress update on the gift, so the donor's updates are not an empty list.
  const update = await t.rest('POST', '/tracking/updatestatus', { donationId, newStatus: 'ongoing', updateMessage: 'Visa applied for.' }, admin.token);
  expect(update.status).toBe(201);

  const [stored] = await t.db.dataSource.query('SELECT id_file_key FROM application WHERE id = $1', [applicationId]);
  const [seekerAccount] = await t.db.dataSource.query('SELECT email FROM account WHERE id = $1', [seeker.id]);
  secrets = [
    SEEKER.address,
    '221 Quarry Hill',
    'Flat 9',
    SEEKER.phone,
    '900461',
    SEEKER.email,
    seekerAccount.email,
    SEEKER.referenceName,
    SEEKER.referencePhone,
    SEEKER.referenceRelation,
    `/application/file/${applicationId}`,
    stored.id_file_key,
  ];
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The ids the probe hands to a required argument: the donor's own donation where one is asked for. */
function idFor(field: string, argument: string): string {
  if (/donation|receipt/i.test(field) || /donation/i.test(argument)) return donationId;
  return applicationId;
}

function argumentValue(field: GraphQLField<unknown, unknown>, argument: GraphQLArgument): string | undefined {
  const named = getNamedType(argument.type);
  if (argument.name === 'first' && named.name === 'Int') return '100';
  if (!isNonNullType(argument.type) || argument.defaultValue !== undefined) return undefined;
  if (named.name === 'ID' || named.name === 'String') return JSON.stringify(idFor(field.name, argument.name));
  if (named.name === 'Int') return '10';
  if (named.name === 'Float') return '1';
  if (named.name === 'Boolean') return 'true';
  if (isEnumType(named)) return named.getValues()[0]!.name;
  throw new Error(`The probe cannot give ${argument.name}: ${String(argument.type)}; teach it how`);
}

function withArguments(field: GraphQLField<unknown, unknown>): string {
  const given = field.args.flatMap((argument) => {
    const value = argumentValue(field, argument);
    return value === undefined ? [] : [`${argument.name}: ${value}`];
  });
  return given.length ? `${field.name}(${given.join(', ')})` : field.name;
}

/** Every path from `type` down to a leaf, as selection sets; a type already on the path is not entered again. */
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

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) => (body.errors ?? []).map((error) => error.extensions?.code);

describe('the hidden-field probe: a donor with a gift', () => {
  it('reads no street address, phone, email, reference or ID document of a seeker through any field it may read', async () => {
    const introspection = await t.graphql<IntrospectionQuery>(getIntrospectionQuery(), {}, donorToken);
    expect(introspection.status).toBe(200);
    const schema = buildClientSchema(introspection.body.data!);
    const query = schema.getQueryType()!;

    // The root fields a donor is not refused (each asked with its first leaf: FORBIDDEN means not a donor's).
    const readable: GraphQLField<unknown, unknown>[] = [];
    for (const field of Object.values(query.getFields())) {
      const type = getNamedType(field.type);
      const first = leafSelections(schema, type, [type.name], new Set()).next().value as string;
      const answer = await t.graphql(`{ ${withArguments(field)} ${first} }`, {}, donorToken);
      if (codes(answer.body).includes('FORBIDDEN')) continue;
      readable.push(field);
    }
    const names = readable.map((field) => field.name);
    // The donor's own screens are among them; the admins' lists are not.
    for (const own of ['approvedApplications', 'fundraisingSummary', 'myDonationHistory', 'myGivingSummary', 'myTrackingUpdates', 'donationReceipt', 'me']) {
      expect([own, names.includes(own)]).toEqual([own, true]);
    }
    for (const admins of ['applications', 'donations', 'auditEvents']) expect([admins, names.includes(admins)]).toEqual([admins, false]);

    const reached = new Set<string>();
    const probes: string[] = [];
    for (const field of readable) {
      const type = getNamedType(field.type);
      for (const selection of leafSelections(schema, type, [type.name], reached)) probes.push(`{ ${withArguments(field)} ${selection} }`);
    }
    // The admins' and seekers' full record is out of reach altogether.
    expect(reached.has('Application')).toBe(false);
    expect(reached.has('FundraisingRequest')).toBe(true);
    expect(probes.length).toBeGreaterThan(50);

    const answers: string[] = [];
    for (const probe of probes) {
      const answer = await t.graphql(probe, {}, donorToken);
      // Any refusal means the probe did not look at that field.
      expect([probe, answer.status, answer.body.errors ?? []]).toEqual([probe, 200, []]);
      const text = JSON.stringify(answer.body);
      answers.push(text);
      for (const secret of secrets) expect([probe, text.includes(secret) ? secret : null]).toEqual([probe, null]);
    }
    // The probe saw the real rows: the request (name, town, country, reason) and the donor's gift.
    const everything = answers.join('\n');
    for (const seen of ['"Khadija Wardakwala"', '"Leeds"', '"United Kingdom"', 'wished to make Hajj with me', applicationId, donationId, 'Visa applied for.']) {
      expect([seen, everything.includes(seen)]).toEqual([seen, true]);
    }
  });

  it('reads none of them on the REST paths a donor may read either', async () => {
    const paths = ['/application/approved', `/api/donations/gethistory/${donorId}`, `/tracking/status/${donorId}`, `/api/donations/verify-session?session_id=${sessionId}`, '/stories/approved'];
    const everything: string[] = [];
    for (const path of paths) {
      const answer = await t.rest('GET', path, undefined, donorToken);
      expect([path, answer.status]).toEqual([path, 200]);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      everything.push(text);
      for (const secret of secrets) expect([path, text.includes(secret) ? secret : null]).toEqual([path, null]);
    }
    expect(everything[0]).toContain('"Leeds"');
  });
});
