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
    nodes { id fullName address hajjReason travelType familySize requestedAmount collectedAmount donorCount status fullyFunded }
    pageInfo { endCursor hasNextPage }
  }
}`;

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
      `SELECT id, full_name, address, hajj_reason, travel_type, family_size, requested_amount_cents,
              collected_amount_cents, donor_count, submitted_at
       FROM application WHERE status = 'approved' ORDER BY submitted_at DESC, id DESC LIMIT 51`,
    );
    const nodes = rows.slice(0, 50).map((r) => ({
      id: r.id,
      fullName: r.full_name,
      address: r.address,
      hajjReason: r.hajj_reason,
      travelType: r.travel_type,
      familySize: r.family_size,
      requestedAmount: r.requested_amount_cents / 100,
      collectedAmount: r.collected_amount_cents / 100,
      donorCount: r.donor_count,
      status: 'approved',
      fullyFunded: r.collected_amount_cents >= r.requested_amount_cents,
    }));
    res.json({ data: { approvedApplications: { nodes, pageInfo: { endCursor: null, hasNextPage: rows.length > 50 } } } });
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

/**
 * GraphQL against the bare handlers in one run: the donors' list with the shared cache on and off,
 * and the admin's list (never cached). Each load is warmed up for 2 s, then measured on its own.
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
  const approved = graphqlLoad(APPROVED_QUERY, tokens.donor);
  const adminList = graphqlLoad(ADMIN_APPLICATIONS_QUERY, tokens.admin);
  const bareApproved = { url: `http://127.0.0.1:${ports.bare}/approved`, method: 'GET' };
  const bareAdminList = { url: `http://127.0.0.1:${ports.bare}/applications`, method: 'GET' };
  // CPU time of this process (the API and the bare handlers; not autocannon, not PostgreSQL) per
  // answered request: steadier than req/s on a shared machine, and it says where a change helped.
  const cpuPerRequest = new Map<LoadResult, number>();
  const measure = async (target: Load) => {
    const before = process.cpuUsage();
    const result = await autocannon({ ...target, connections: load.connections, duration: load.seconds });
    const used = process.cpuUsage(before);
    cpuPerRequest.set(result, (used.user + used.system) / Math.max(1, result.requests.total));
    return result;
  };
  const warm = (target: Load) => autocannon({ ...target, connections: load.connections, duration: 2 });

  await warm(approved);
  await warm(bareApproved);
  const gql = await measure(approved);
  const raw = await profiled('approved-bare', () => measure(bareApproved));
  api.services.sharedResponses.enabled = false;
  await warm(approved);
  const uncached = await profiled('approved-uncached', () => measure(approved));
  api.services.sharedResponses.enabled = true;
  await warm(adminList);
  await warm(bareAdminList);
  const admin = await profiled('admin-applications', () => measure(adminList));
  const rawAdmin = await profiled('admin-bare', () => measure(bareAdminList));

  const line = (label: string, r: LoadResult) =>
    `${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.timeouts + r.non2xx}   CPU ${(cpuPerRequest.get(r) ?? 0).toFixed(0).padStart(5)} µs/request`;
  const ratio = (a: LoadResult, b: LoadResult) => (a.requests.average / b.requests.average).toFixed(2);
  return [
    line('approvedApplications(first: 50), GraphQL', gql),
    line('same rows and fields, bare express + pg', raw),
    line('GraphQL with the shared-list cache off', uncached),
    line('admin applications(first: 50), GraphQL', admin),
    line('same rows and fields, bare express + pg', rawAdmin),
    `ratio GraphQL / bare: ${ratio(gql, raw)} (target ≥ 0.80); with the cache off: ${ratio(uncached, raw)} (target ≥ 0.60)`,
    `ratio admin applications GraphQL / bare: ${ratio(admin, rawAdmin)} (target ≥ 0.60)`,
  ];
}
