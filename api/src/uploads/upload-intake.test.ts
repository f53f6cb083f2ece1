import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../errors/app-error';
import { ID_DOCUMENT_UPLOAD } from '../modules/applications/id-document.upload';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { sniffBuffer } from '../storage/sniff';
import { elfBytes, htmlBytes, pdfBytes, pngBytes, sixMegabytePng } from '../test/fixtures';
import { UploadIntake } from './upload-intake';

/** The intake on its own, over real files on disk; the HTTP paths are in applications.test.ts and http/app.test.ts. */
describe('UploadIntake.store', () => {
  let dir: string;
  let intake: UploadIntake;

  beforeEach(async () => {
    dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sabil-intake-'));
    intake = new UploadIntake(new LocalDiskStorage(dir));
  });

  afterEach(async () => {
    await fs.promises.rm(dir, { recursive: true, force: true });
  });

  const stored = async () => (await fs.promises.readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const upload = (bytes: Buffer) => ({ filename: 'id.bin', stream: Readable.from([bytes]) });
  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'stored',
      (error: unknown) => (error instanceof AppError ? `${error.reason} ${error.problems[0]?.field ?? ''}`.trim() : String(error)),
    );

  it('stores an accepted type under a fresh random key with the type its bytes say', async () => {
    const first = await intake.store(upload(pdfBytes()), ID_DOCUMENT_UPLOAD);
    const second = await intake.store({ filename: 'photo.pdf', stream: Readable.from([pngBytes()]) }, ID_DOCUMENT_UPLOAD);
    expect(first).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'application/pdf', size: pdfBytes().length });
    expect(second.type).toBe('image/png'); // the name says PDF; the bytes say PNG
    expect(second.key).not.toBe(first.key);
    expect(await stored()).toHaveLength(2);
  });

  it('takes an animated PNG as the PNG it is', async () => {
    const animated = pngBytes({ animated: true });
    expect(await sniffBuffer(animated)).toBe('image/apng'); // file-type names it apart
    expect(await intake.store(upload(animated), ID_DOCUMENT_UPLOAD)).toMatchObject({ type: 'image/png', size: animated.length });
  });

  it.each([
    ['an executable', elfBytes(), 'ID_DOCUMENT_TYPE_REFUSED idUpload'],
    ['HTML', htmlBytes(), 'ID_DOCUMENT_TYPE_REFUSED idUpload'],
    ['an empty file', Buffer.alloc(0), 'ID_DOCUMENT_TYPE_REFUSED idUpload'],
    ['a PNG over 5 MB', sixMegabytePng(), 'ID_DOCUMENT_TOO_LARGE idUpload'],
  ])('refuses %s and leaves nothing in storage', async (_name, bytes, reason) => {
    expect(await reasonOf(intake.store(upload(bytes), ID_DOCUMENT_UPLOAD))).toBe(reason);
    expect(await stored()).toEqual([]);
  });

  it('refuses a missing file', async () => {
    expect(await reasonOf(intake.store(undefined, ID_DOCUMENT_UPLOAD))).toBe('ID_DOCUMENT_REQUIRED idUpload');
  });

  it('refuses a stream that fails mid-way as incomplete and leaves nothing', async () => {
    const failing = new Readable({ read() {} });
    failing.push(pngBytes());
    setImmediate(() => failing.destroy(Object.assign(new Error('client went away'), { status: 499 })));
    expect(await reasonOf(intake.store({ filename: 'id.png', stream: failing }, ID_DOCUMENT_UPLOAD))).toBe('UPLOAD_INCOMPLETE idUpload');
    expect(await stored()).toEqual([]);
  });

  it('discards a stored upload whose row could not be written', async () => {
    const { key } = await intake.store(upload(pdfBytes()), ID_DOCUMENT_UPLOAD);
    await intake.discard(key);
    expect(await stored()).toEqual([]);
  });
});
