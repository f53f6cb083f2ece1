import fs from 'node:fs';
import path from 'node:path';
import { errorDefinitions } from './app-error';
import { ERROR_CATALOG } from '../graphql/schema';
import { describeErrorReasons, ErrorReason } from './error-catalog';

// The whole catalogue: the shared parts' refusals and every module's, as the schema registers them.
describeErrorReasons(ERROR_CATALOG);

/** The reason table of docs/integrating.md is what integrators read: it must name every reason, with its code. */
describe('the error catalog', () => {
  const readme = fs.readFileSync(path.join(__dirname, '../../../docs/integrating.md'), 'utf8');
  const rows = new Map(
    [...readme.matchAll(/^\| `([A-Z_]+)` \| ([\w-]+) \| ([A-Z_]+) \|/gm)].map(([, reason, domain, code]) => [reason!, { domain, code }]),
  );

  it.each(errorDefinitions().map((definition) => [definition.reason, definition] as const))('docs/integrating.md lists %s with its code', (_reason, definition) => {
    expect(rows.get(definition.reason)).toEqual({ domain: definition.domain, code: definition.code });
  });

  it('lists no reason the API does not have', () => {
    expect([...rows.keys()].filter((reason) => !(reason in ErrorReason))).toEqual([]);
  });

  it('puts every reason in the schema', () => {
    expect(Object.keys(ErrorReason).sort()).toEqual(errorDefinitions().map((definition) => definition.reason).sort());
  });
});
