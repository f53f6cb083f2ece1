// Boundaries between the API's modules (api/src/modules/<name>/), checked by lint (issue 29):
// - a module imports another only through that module's index.ts (import-x/no-restricted-paths zones);
// - a module's SQL names only its own tables (sabil/own-tables-only; each module lists them in tables.ts).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

const moduleNames = () => readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * Deep imports still allowed while the "operations" and "jobs" helpers of issue 29 rewrite the files
 * that make them (every *.openapi.ts reads api-keys' ACCESS_REFUSALS; resolvers and REST routes
 * share account/mail helpers; the background jobs take services by their files). Each entry is a
 * file a module has not put in its index.ts yet: remove it once nothing reaches it.
 */
export const TEMPORARY_DEEP_IMPORTS = {
  // applications/stories.openapi.ts (operations helper).
  'resumable-uploads': ['./resumable-uploads.openapi.ts'],
  // second-factors.resolver.ts / .rest.ts (authPayload, accountRecord) and donations.openapi.ts (operations helper).
  accounts: ['./accounts.resolver.ts', './accounts.rest.ts', './accounts.errors.ts', './dto/auth-payload.type.ts'],
  // contact/newsletter.rest.ts (operations helper); donations/refund-executor.ts (jobs helper).
  mail: ['./mail.rest.ts', './templates', './mail-outbox.ts'],
  // donations.resolver.ts (operations helper); payment-sweep.ts and retention.job.ts (jobs helper).
  applications: ['./applications.service.ts', './application-funding.ts', './id-document-expiry.ts'],
  // payment-sweep.ts, retention's jobs, the expiry jobs (jobs helper).
  audit: ['./audit.service.ts'],
  // retention.job.ts (jobs helper).
  stories: ['./story-media-expiry.ts'],
  // tracking.resolver.ts (operations helper).
  donations: ['./donation.enums.ts', './dto/donation.types.ts'],
};

/**
 * SQL that still names another module's table, by file: each to move onto the owner's read model
 * (a function it exports from index.ts). Listed here so the rule holds for every other file and for
 * any new table these files name; remove an entry once its file reads through the owner.
 */
export const TEMPORARY_FOREIGN_TABLES = {
  // Donations' listing joins the applicant's name and the donor's name and email on primary keys
  // (one statement a page): to become an applications/accounts read model of names by ids.
  'donations/donation-rows.ts': ['application', 'account'],
  // Totals per journey: applications' read model of funding.
  'donations/donation-totals.ts': ['application'],
  // The closer (the jobs helper is moving it onto the job queue): to read through applications' funding.
  'donations/funded-request-closer.ts': ['application'],
  // A reset link is good at the account's token version: to become an accounts function of the version under the reset's lock.
  'password-reset/password-reset.service.ts': ['account'],
};

/** import-x/no-restricted-paths' options: one zone per module, whose files other modules may import only index.ts of. */
export function deepImportOptions() {
  return {
    basePath: MODULES_DIR,
    zones: moduleNames().map((name) => ({
      target: `${MODULES_DIR}/!(${name})/**/*`,
      from: name,
      except: ['./index.ts', ...(TEMPORARY_DEEP_IMPORTS[name] ?? [])],
      message: `Import the ${name} module through its index.ts ('../${name}'): its other files are its own (issue 29).`,
    })),
  };
}

/** Each module's tables, as its tables.ts lists them. */
export function tablesByModule() {
  const owned = new Map();
  for (const name of moduleNames()) {
    const file = path.join(MODULES_DIR, name, 'tables.ts');
    if (!existsSync(file)) continue;
    const list = /TABLES\s*=\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    for (const [, table] of list.matchAll(/['"]([a-z0-9_]+)['"]/g)) owned.set(table, name);
  }
  return owned;
}

/**
 * Reads what a module's string and template literals say to SQL (FROM, JOIN, UPDATE, INTO, TABLE,
 * written in capitals as the code base writes SQL) and refuses another module's table: a
 * cross-domain read goes through the owner's read model, a function it exports from index.ts.
 */
export const ownTablesOnly = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { foreign: 'SQL in modules/{{module}} names {{table}}, a table of modules/{{owner}}: read it through what {{owner}} exports from its index.ts (issue 29).' },
  },
  create(context) {
    const match = /api\/src\/modules\/([^/]+)\//.exec(context.filename.split(path.sep).join('/'));
    if (!match) return {};
    const module = match[1];
    const owners = tablesByModule();
    const file = /api\/src\/modules\/(.+)$/.exec(context.filename.split(path.sep).join('/'))[1];
    const tolerated = TEMPORARY_FOREIGN_TABLES[file] ?? [];
    const check = (node, text) => {
      for (const [, table] of text.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+"?([a-z0-9_]+)"?/g)) {
        const owner = owners.get(table);
        if (owner && owner !== module && !tolerated.includes(table)) context.report({ node, messageId: 'foreign', data: { module, table, owner } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' '));
      },
    };
  },
};
