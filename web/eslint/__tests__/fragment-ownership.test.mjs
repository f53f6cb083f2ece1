/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { fragmentOwnership } from '../fragment-ownership.mjs';

/**
 * Issue 29: a fragment spread across features fails lint. The fixture is a small web/src of its own
 * (fixtures/web/src): feature alpha owns AlphaCard_item; beta and lib spread it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (file) => path.join(here, 'fixtures/web/src', file);
const read = (file) => ({ code: fs.readFileSync(fixture(file), 'utf8'), filename: fixture(file) });

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('fragment-ownership', fragmentOwnership, {
  valid: [read('features/alpha/hooks/use-alpha.ts'), read('features/alpha/components/alpha-card.tsx')],
  invalid: [
    // Its own BetaRow_item is fine; alpha's fragment is refused.
    { ...read('features/beta/hooks/use-beta.ts'), errors: [{ messageId: 'foreign', data: { name: 'AlphaCard_item', owner: 'features/alpha', layer: 'features/beta' } }] },
    { ...read('lib/use-shared.ts'), errors: [{ messageId: 'foreign', data: { name: 'AlphaCard_item', owner: 'features/alpha', layer: 'lib' } }] },
  ],
});

describe('the repository’s lint configuration', () => {
  const repo = path.resolve(here, '../../..');

  it('refuses a cross-feature spread in web/src, against the app’s real fragments', async () => {
    const eslint = new ESLint({ cwd: repo });
    const code = "import { graphql } from '../../../graphql/generated';\nexport const Q = graphql(`query Q { donationStats { id ...AdminStats_donations } }`);\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(repo, 'web/src/features/admin-tracking/hooks/use-probe.ts') });
    expect(result.messages.map((message) => [message.ruleId, message.message])).toEqual([
      ['sabil/fragment-ownership', expect.stringContaining('...AdminStats_donations is features/admin-dashboard’s fragment; features/admin-tracking must not spread it')],
    ]);
  });
});
