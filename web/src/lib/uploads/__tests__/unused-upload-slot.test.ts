import { unusedUploadSlot, type SentUpload } from '../resumable-upload';

/** Issue 28 §1: the API caps unused uploads per account, so a file replaced after a refused submission is ended. */
function sentUpload(id: string) {
  const ended: string[] = [];
  const sent: SentUpload = { id, forget: async () => undefined, discard: async () => void ended.push(id) };
  return { sent, ended };
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png', lastModified: 1_700_000_000_000 });

it('ends the unused upload when another file is sent instead, once', async () => {
  const slot = unusedUploadSlot();
  const first = sentUpload('upload-1');
  await slot.beforeSending(file('passport.png'));
  slot.sent(file('passport.png'), first.sent);
  // The submission was refused; the seeker chooses another document.
  await slot.beforeSending(file('id-card.png'));
  expect(first.ended).toEqual(['upload-1']);
  await slot.beforeSending(file('other.png'));
  expect(first.ended).toEqual(['upload-1']);
});

it('keeps the upload when the same file is sent again (it is resumed, not sent twice)', async () => {
  const slot = unusedUploadSlot();
  const first = sentUpload('upload-1');
  slot.sent(file('passport.png'), first.sent);
  await slot.beforeSending(file('passport.png'));
  expect(first.ended).toEqual([]);
});

it('forgets an upload a submission used', async () => {
  const slot = unusedUploadSlot();
  const first = sentUpload('upload-1');
  slot.sent(file('passport.png'), first.sent);
  slot.used();
  await slot.beforeSending(file('id-card.png'));
  expect(first.ended).toEqual([]);
});
