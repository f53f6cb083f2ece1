import fs from 'node:fs';
import { startTestApi, type TestApi } from '../../test/test-api';
import { SNAPSHOT_FILE, SNAPSHOT_SERVER_URL, snapshotText } from './emit-openapi';

/**
 * The document served is the committed one, byte for byte (issue 29: the operations' declarations
 * must not change what integrators read). A deliberate change regenerates the snapshot with
 * `npm run emit:openapi` and commits it, so the change shows as a diff of openapi.snapshot.json.
 */
describe('the OpenAPI document', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ publicApiUrl: SNAPSHOT_SERVER_URL });
  });
  afterAll(() => t.close());

  it('is served exactly as committed in openapi.snapshot.json (regenerate with `npm run emit:openapi`)', async () => {
    const committed = fs.readFileSync(SNAPSHOT_FILE, 'utf8');
    expect(snapshotText()).toBe(committed);
    const served = await fetch(`${t.url}/openapi.json`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(JSON.stringify(JSON.parse(committed)));
  });
});
