import fs from 'node:fs';
import path from 'node:path';
import { pngBytes } from '../../test/fixtures';
import { account } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';
import { sendBytes, startUpload, tusRequest, uploadIdOf } from '../../test/tus';

/**
 * Issue 28 §1: the upload tus acts on is the one whose ownership was checked. tus reads the id
 * after the last `/` of the whole URL, query string included, while the ownership check reads the
 * route's id: an address whose two readings differ is refused (400 UPLOAD_ADDRESS_INVALID), for
 * HEAD, PATCH and DELETE, and another seeker's upload keeps its bytes, offset and filename.
 */
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

const stagedBytes = (id: string) => fs.readFileSync(path.join(t.config.dataDir, 'uploads', '.resumable', id));

it('refuses HEAD, PATCH and DELETE whose address names another upload than its route, and the other upload is unchanged', async () => {
  const victim = await account(t, 'seeker');
  const attacker = await account(t, 'seeker');
  const document = Buffer.concat([pngBytes(), Buffer.alloc(40_000, 7)]);
  const theirs = await startUpload(t, victim.token, 'id-document', document.length, 'amina-passport.png');
  expect((await sendBytes(t, theirs, 0, document.subarray(0, 20_000), victim.token)).status).toBe(204);
  const mine = await startUpload(t, attacker.token, 'id-document', document.length, 'mine.png');
  const victimId = uploadIdOf(theirs);
  // The victim's own PATCH touches its row once more after its answer has left (resumable-uploads.service),
  // at a moment the test does not know: the row is compared without touched_at.
  const victimRow = async () => {
    const { touched_at: _touched, ...row } = (await t.db.dataSource.query('SELECT * FROM resumable_upload WHERE id = $1', [victimId]))[0];
    return { row };
  };
  const before = { row: (await victimRow()).row, bytes: stagedBytes(victimId) };

  const forged = [
    `${mine}?x=/${victimId}`, // the query string's last `/`
    `${mine}?x=%2F/${victimId}`,
    `${mine}?x=%2F${victimId}`,
    `${mine}%2F${victimId}`, // an encoded slash inside the route's id
    `${mine}%2f..%2f${victimId}`,
    `${mine}/?x=/${victimId}`,
  ];
  const junk = Buffer.alloc(20_000, 0x41);
  for (const address of forged) {
    const head = await tusRequest(t, 'HEAD', address, attacker.token);
    expect([address, head.status, head.headers.get('upload-metadata')]).toEqual([address, 400, null]);
    const patch = await sendBytes(t, address, 20_000, junk, attacker.token);
    expect([address, patch.status, patch.body?.reason]).toEqual([address, 400, 'UPLOAD_ADDRESS_INVALID']);
    const end = await tusRequest(t, 'DELETE', address, attacker.token);
    expect([address, end.status, end.body?.reason]).toEqual([address, 400, 'UPLOAD_ADDRESS_INVALID']);
  }

  // The victim's upload: same row, same staged bytes, resumes where it was, under its own name.
  const after = await victimRow();
  expect(after.row).toEqual(before.row);
  expect(stagedBytes(victimId).equals(before.bytes)).toBe(true);
  const head = await tusRequest(t, 'HEAD', theirs, victim.token);
  expect([head.status, head.headers.get('upload-offset')]).toEqual([200, '20000']);
  expect(Buffer.from(head.headers.get('upload-metadata')!.split(',').find((pair) => pair.startsWith('filename '))!.slice(9), 'base64').toString()).toBe('amina-passport.png');
  // The attacker's own upload is still there, untouched, and theirs to continue at its plain address.
  expect(Number((await tusRequest(t, 'HEAD', mine, attacker.token)).headers.get('upload-offset'))).toBe(0);
  expect((await sendBytes(t, theirs, 20_000, document.subarray(20_000), victim.token)).status).toBe(204);
});
