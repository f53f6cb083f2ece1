import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import express from 'express';
import type { Pool } from 'pg';
import type { Api } from '../composition-root';
import { encodeCursor } from '../validation/pagination';

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Load {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * autocannon in its own process, so the load generator does not share an event loop (and a core's
 * worth of time) with the servers it measures.
 */
export function autocannon(options: Load & { connections: number; duration: number }): Promise<LoadResult> {
  const args = ['-j', '-c', String(options.connections), '-d', String(options.duration), '-m', options.method];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.body) args.push('-b', options.body);
  args.push(options.url);
  const bin = require.resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, ...args], { maxBuffer: 10 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as LoadResult);
    });
  });
}

export const APPROVED_QUERY = `query ApprovedApplications($first: Int) {
  approvedApplications(first: $first) {
    nodes { id fullName city country hajjReason travelType familySize requestedAmount collectedAmount donorCount status fullyFunded }
    pageInfo { endCursor hasNextPage }
  }
}`;

/** The same list as the donors' cards ask for it: with heldAmount, the dollars live checkouts hold. */
export const APPROVED_WITH_HELD_QUERY = APPROVED_QUERY.replace('donorCount', 'heldAmount donorCount');

/** The admin's list with the fields of the review card (web: ApplicationCard_application), every status. */
export const ADMIN_APPLICATIONS_QUERY = `query AdminApplications($first: Int) {
  applications(first: $first) {
    nodes { id fullName email phone status submittedAt familySize requestedAmount travelType incomeBracket address hajjReason
            referenceName referencePhone referenceRelation idFileUrl idDocumentDeletedAt rejectionReason rejectionNote }
    pageInfo { endCursor hasNextPage }
  }
}`;

/** The GraphQL enums' names for the database's values, as the schema sends them. */
const ENUM_NAMES: Record<string, Record<string, string>> = {
  status: { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED' },
  familySize: { '1': 'ONE', '2': 'TWO', '3': 'THREE', '4': 'FOUR', '5': 'FIVE', '6+': 'SIX_OR_MORE' },
  travelType: { Hajj: 'HAJJ', Umrah: 'UMRAH' },
  incomeBracket: { 'under-500': 'UNDER_500', '500-1000': 'FROM_500_TO_1000', '1000-2000': 'FROM_1000_TO_2000', '2000-3000': 'FROM_2000_TO_3000', 'over-3000': 'OVER_3000' },
  rejectionReason: {
    'id-document-unreadable': 'ID_DOCUMENT_UNREADABLE',
    'details-incomplete': 'DETAILS_INCOMPLETE',
    'not-eligible': 'NOT_ELIGIBLE',
    duplicate: 'DUPLICATE',
    other: 'OTHER',
  },
};

/** The bare handlers: the same rows and fields as the GraphQL queries above, straight from pg to JSON. */
export function bareApp(pool: Pool): express.Express {
  const bare = express();
  bare.get('/approved', async (_req, res) => {
    const { rows } = await pool.query(
      `SELECT id, full_name, city, country, hajj_reason, travel_type, family_size, requested_amount_cents,
              collected_amount_cents, donor_count, submitted_at
       FROM application WHERE status = 'approved' ORDER BY submitted_at DESC, id DESC LIMIT 51`,
    );
    const nodes = rows.slice(0, 50).map((r) => ({
      id: r.id,
      fullName: r.full_name,
      city: r.city,
      country: r.country,
      hajjReason: r.hajj_reason,
      travelType: r.travel_type,
      familySize: r.family_size,
      requestedAmount: r.requested_amount_cents / 100,
      collectedAmount: r.collected_amount_cents / 100,
      donorCount: r.donor_count,
      status: 'approved',
      fullyFunded: r.collected_amount_cents >= r.requested_amount_cents,
    }));
    const last = rows[Math.min(rows.length, 50) - 1];
    const endCursor = last ? encodeCursor(last.submitted_at, last.id) : null;
    res.json({ data: { approvedApplications: { nodes, pageInfo: { endCursor, hasNextPage: rows.length > 50 } } } });
  });
  // As /approved, with the live holds summed per row as the API sums them (once, then joined). The
  // mapping is written out again on purpose: one shared with an optional field would add work per
  // row to the bare side, and flatter GraphQL's ratio.
  bare.get('/approved-held', async (_req, res) => {
    const { rows } = await pool.query(
      `WITH page AS (
         SELECT id, full_name, city, country, hajj_reason, travel_type, family_size, requested_amount_cents,
                collected_amount_cents, donor_count, submitted_at
         FROM application WHERE status = 'approved' ORDER BY submitted_at DESC, id DESC LIMIT 51)
       SELECT page.*, coalesce(held.cents, 0)::int AS held_cents
       FROM page LEFT JOIN (
         SELECT application_id, sum(amount_cents) AS cents FROM application_hold WHERE expires_at > now() GROUP BY application_id
       ) held ON held.application_id = page.id
       ORDER BY page.submitted_at DESC, page.id DESC`,
    );
    const nodes = rows.slice(0, 50).map((r) => ({
      id: r.id,
      fullName: r.full_name,
      city: r.city,
      country: r.country,
      hajjReason: r.hajj_reason,
      travelType: r.travel_type,
      familySize: r.family_size,
      requestedAmount: r.requested_amount_cents / 100,
      collectedAmount: r.collected_amount_cents / 100,
      heldAmount: r.held_cents / 100,
      donorCount: r.donor_count,
      status: 'approved',
      fullyFunded: r.collected_amount_cents >= r.requested_amount_cents,
    }));
    const last = rows[Math.min(rows.length, 50) - 1];
    const endCursor = last ? encodeCursor(last.submitted_at, last.id) : null;
    res.json({ data: { approvedApplications: { nodes, pageInfo: { endCursor, hasNextPage: rows.length > 50 } } } });
  });
  bare.get('/applications', async (_req, res) => {
    const { rows } = await pool.query(
      `SELECT id, full_name, email, phone, status, submitted_at, family_size, requested_amount_cents, travel_type, income_bracket,
              address, hajj_reason, reference_name, reference_phone, reference_relation, id_document_deleted_at, rejection_reason, rejection_note
       FROM application ORDER BY submitted_at DESC, id DESC LIMIT 51`,
    );
    const nodes = rows.slice(0, 50).map((r) => ({
      id: r.id,
      fullName: r.full_name,
      email: r.email,
      phone: r.phone,
      status: ENUM_NAMES.status![r.status],
      submittedAt: r.submitted_at,
      familySize: ENUM_NAMES.familySize![r.family_size],
      requestedAmount: r.requested_amount_cents / 100,
      travelType: ENUM_NAMES.travelType![r.travel_type],
      incomeBracket: ENUM_NAMES.incomeBracket![r.income_bracket],
      address: r.address,
      hajjReason: r.hajj_reason,
      referenceName: r.reference_name,
      referencePhone: r.reference_phone,
      referenceRelation: r.reference_relation,
      idFileUrl: `/application/file/${r.id}`,
      idDocumentDeletedAt: r.id_document_deleted_at,
      rejectionReason: r.rejection_reason ? ENUM_NAMES.rejectionReason![r.rejection_reason] : null,
      rejectionNote: r.rejection_note,
    }));
    const last = rows[Math.min(rows.length, 50) - 1];
    const endCursor = last ? encodeCursor(last.submitted_at, last.id) : null;
    res.json({ data: { applications: { nodes, pageInfo: { endCursor, hasNextPage: rows.length > 50 } } } });
  });
  return bare;
}

/**
 * The CPU profile of this process (the API and the bare handlers live here; autocannon does not)
 * while `run` goes, written to BENCH_PROFILE/<name>.cpuprofile when that directory is set.
 */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const directory = process.env.BENCH_PROFILE;
  if (!directory) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(path.join(directory, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** One side of a comparison, over every round it was measured in. */
interface Side {
  requestsPerSecond: number;
  /** The median of the rounds' p50 latencies, and the worst p99. */
  p50: number;
  p99: number;
  failures: number;
  /** CPU time of this process per answered request (µs). */
  cpuPerRequest: number;
}

interface Comparison {
  graphql: Side;
  bare: Side;
  /** GraphQL's req/s over the bare handler's, round by round. */
  ratios: number[];
}

const ROUNDS = 4;

/**
 * GraphQL against the bare handlers in one run: the donors' list with the shared cache on and off
 * (also with heldAmount, as the web's cards ask for it), and the admin's list (never cached). Each
 * pair is warmed up for 2 s, then measured in ROUNDS rounds that alternate which side goes first,
 * each side `seconds / 3` s a round: on a shared machine a slow spell then falls on both sides
 * instead of on whichever ran during it. The ratio reported is the median of the rounds'.
 */
export async function graphqlVersusBare(
  api: Api,
  ports: { api: number; bare: number },
  tokens: { donor: string; admin: string },
  load: { connections: number; seconds: number },
): Promise<string[]> {
  const graphqlLoad = (query: string, token: string): Load => ({
    url: `http://127.0.0.1:${ports.api}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: { first: 50 } }),
  });
  const bareLoad = (route: string): Load => ({ url: `http://127.0.0.1:${ports.bare}${route}`, method: 'GET' });
  const slice = Math.max(2, Math.round(load.seconds / 3));
  const warm = (target: Load) => autocannon({ ...target, connections: load.connections, duration: 2 });

  const compare = async (name: string, graphql: Load, bare: Load): Promise<Comparison> => {
    await warm(graphql);
    await warm(bare);
    // CPU time of this process (the API and the bare handlers; not autocannon, not PostgreSQL):
    // steadier than req/s on a shared machine, and it says where a change helped.
    const rounds: { graphql: LoadResult & { cpu: number }; bare: LoadResult & { cpu: number } }[] = [];
    const measure = async (target: Load) => {
      const before = process.cpuUsage();
      const result = await autocannon({ ...target, connections: load.connections, duration: slice });
      const used = process.cpuUsage(before);
      return { ...result, cpu: used.user + used.system };
    };
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        const g = await measure(graphql);
        rounds.push({ graphql: g, bare: await measure(bare) });
      } else {
        const b = await measure(bare);
        rounds.push({ graphql: await measure(graphql), bare: b });
      }
    }
    // BENCH_PROFILE: one more slice of each side, profiled on its own.
    if (process.env.BENCH_PROFILE) {
      await profiled(`${name}-graphql`, () => measure(graphql));
      await profiled(`${name}-bare`, () => measure(bare));
    }
    const side = (results: (LoadResult & { cpu: number })[]): Side => {
      const total = results.reduce((sum, r) => sum + r.requests.total, 0);
      return {
        requestsPerSecond: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
        p50: median(results.map((r) => r.latency.p50)),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
        cpuPerRequest: results.reduce((sum, r) => sum + r.cpu, 0) / Math.max(1, total),
      };
    };
    return {
      graphql: side(rounds.map((r) => r.graphql)),
      bare: side(rounds.map((r) => r.bare)),
      ratios: rounds.map((r) => r.graphql.requests.average / r.bare.requests.average),
    };
  };

  const cached = await compare('approved', graphqlLoad(APPROVED_QUERY, tokens.donor), bareLoad('/approved'));
  api.services.sharedResponses.enabled = false;
  const uncached = await compare('approved-uncached', graphqlLoad(APPROVED_QUERY, tokens.donor), bareLoad('/approved'));
  const withHeld = await compare('approved-held-uncached', graphqlLoad(APPROVED_WITH_HELD_QUERY, tokens.donor), bareLoad('/approved-held'));
  api.services.sharedResponses.enabled = true;
  const admin = await compare('admin-applications', graphqlLoad(ADMIN_APPLICATIONS_QUERY, tokens.admin), bareLoad('/applications'));

  const line = (label: string, r: Side) =>
    `${label.padEnd(46)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.failures}   CPU ${r.cpuPerRequest.toFixed(0).padStart(5)} µs/request`;
  const ratio = (c: Comparison, target: string) =>
    `${median(c.ratios).toFixed(2)} (target ≥ ${target}; rounds ${c.ratios.map((r) => r.toFixed(2)).join(', ')})`;
  return [
    `${ROUNDS} rounds of ${slice} s a side, alternating which goes first; a ratio is the median of the rounds'`,
    line('approvedApplications(first: 50), GraphQL', cached.graphql),
    line('same rows and fields, bare express + pg', cached.bare),
    line('GraphQL with the shared-list cache off', uncached.graphql),
    line('same rows and fields, bare express + pg', uncached.bare),
    line('same with heldAmount (the cards), cache off', withHeld.graphql),
    line('same rows and fields, bare express + pg', withHeld.bare),
    line('admin applications(first: 50), GraphQL', admin.graphql),
    line('same rows and fields, bare express + pg', admin.bare),
    `ratio GraphQL / bare: ${ratio(cached, '0.80')}`,
    `with the cache off: ${ratio(uncached, '0.60')}`,
    `with heldAmount, as the donors' cards ask, cache off: ${ratio(withHeld, '0.60')}`,
    `admin applications GraphQL / bare: ${ratio(admin, '0.60')}`,
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
