import type { TestApi } from './test-api';

/** A small tus 1.0.0 client for tests of /uploads: raw requests, so tests can send what clients must not. */

/** `Upload-Metadata` as tus writes it: `key base64,key base64`. */
export const tusMetadata = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export interface TusAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

/** One tus request to the API at `urlPath` (sent as written: query strings and escapes are kept). */
export async function tusRequest(t: TestApi, method: string, urlPath: string, token: string | undefined, headers: Record<string, string> = {}, body?: Buffer): Promise<TusAnswer> {
  const all: Record<string, string> = { 'tus-resumable': '1.0.0', ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  if (body) all['content-type'] = 'application/offset+octet-stream';
  const response = await fetch(t.url + urlPath, { method, headers: all, body: body ? new Uint8Array(body) : undefined });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: json };
}

/** POST /uploads: a started upload's path (`/uploads/<id>`); fails the test otherwise. */
export async function startUpload(t: TestApi, token: string, kind: string, length: number, filename = 'passport.png'): Promise<string> {
  const answer = await tusRequest(t, 'POST', '/uploads', token, { 'upload-length': String(length), 'upload-metadata': tusMetadata({ kind, filename }) });
  if (answer.status !== 201) throw new Error(`could not start an upload: ${answer.status} ${answer.text}`);
  return answer.headers.get('location')!;
}

/** PATCH the bytes at `offset`. */
export const sendBytes = (t: TestApi, location: string, offset: number, bytes: Buffer, token: string) =>
  tusRequest(t, 'PATCH', location, token, { 'upload-offset': String(offset) }, bytes);

/** The id at the end of an upload's `Location`. */
export const uploadIdOf = (location: string): string => location.split('/').pop()!;
