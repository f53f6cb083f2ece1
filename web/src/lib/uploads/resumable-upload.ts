import type { DetailedError, Upload } from 'tus-js-client';
import type { ApiProblem } from '../apollo/api-problem';
import type { UploadProgress } from '../apollo/upload-fetch';
import { reportAuthFailure } from '../auth/auth-failure';
import { getAccount, getToken } from '../auth/session';
import { apiAddress, uploadChunkBytes } from '../config/api-url';

/** What a resumable upload is for (the API's `kind`): the same rules as the multipart path's. */
export type UploadKind = 'id-document' | 'story-media';

/**
 * How long to wait before each new try after a dropped connection. A phone moving from mobile data
 * to wifi, or through a tunnel, may be gone for a minute; every try resumes from the server's offset.
 */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 15_000, 30_000, 30_000, 60_000, 60_000, 60_000];

/** A refusal of the upload (its type, size, owner…) in the terms the screens use. */
export class ResumableUploadError extends Error {
  constructor(readonly problem: ApiProblem) {
    super(problem.message ?? 'The upload failed');
    this.name = 'ResumableUploadError';
  }
}

/** A finished upload: its id for the submission, and `forget`, once the submission has used it. */
export interface SentUpload {
  id: string;
  /** Drops this browser's note of the upload (kept until then so a failed submission reuses it). */
  forget(): Promise<void>;
  /** Ends the upload at the API (tus DELETE) and forgets it: another file takes its place. */
  discard(): Promise<void>;
}

/**
 * The finished upload a refused submission left unused. The API keeps few of those per account
 * (TOO_MANY_UNUSED_UPLOADS): when the seeker sends another file instead, this one is ended first.
 * The same file chosen again is not ended — its upload is reused, as sendResumable resumes it.
 */
export function unusedUploadSlot() {
  const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;
  let unused: { file: File; sent: SentUpload } | undefined;
  return {
    async beforeSending(file: File) {
      if (!unused || sameFile(unused.file, file)) return;
      const replaced = unused;
      unused = undefined;
      await replaced.sent.discard();
    },
    sent(file: File, sent: SentUpload) {
      unused = { file, sent };
    },
    used() {
      unused = undefined;
    },
  };
}

/**
 * Sends `file` with the tus protocol to the API's /uploads, as the signed-in seeker. The upload's
 * address is noted in localStorage under the file's fingerprint (the seeker, the kind, the file's
 * name, type, size and date), so a dropped connection — retried with RETRY_DELAYS_MS, offline or
 * not — a change of network, or the same file chosen again after a reload, resumes from the last
 * byte the server has. `onProgress` reports the bytes the server has plus those on their way.
 */
export async function sendResumable(file: File, kind: UploadKind, onProgress: (progress: UploadProgress) => void): Promise<SentUpload> {
  // Loaded when a file is sent, not with the page (the community page is public and light).
  const tus = await import('tus-js-client');
  const account = getAccount('seeker')?._id ?? '';
  return new Promise((resolve, reject) => {
    const upload: Upload = new tus.Upload(file, {
      endpoint: apiAddress('/uploads'),
      metadata: { kind, filename: file.name },
      // Read at each request: a session renewed meanwhile is used.
      onBeforeRequest: (request) => {
        const token = getToken('seeker');
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      retryDelays: RETRY_DELAYS_MS,
      ...(uploadChunkBytes() ? { chunkSize: uploadChunkBytes() } : {}),
      // Network failures and server errors are tried again even while the browser says it is
      // offline (it comes back on its own); the API's refusals (4xx) are final.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      fingerprint: async (chosen, options) => ['sabil', account, kind, chosen.name, chosen.type, chosen.size, chosen.lastModified, options.endpoint].join('|'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: false,
      onProgress: (sent, total) => onProgress({ loaded: sent, total }),
      onSuccess: () => {
        const id = upload.url?.split('/').pop() ?? '';
        resolve({ id, forget: () => forgetUpload(upload), discard: () => endUpload(upload) });
      },
      onError: (error) => {
        const problem = problemOf(error as DetailedError);
        if (problem.status === 401) reportAuthFailure('seeker');
        reject(new ResumableUploadError(problem));
      },
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  });
}

async function endUpload(upload: Upload): Promise<void> {
  const token = getToken('seeker');
  if (upload.url) {
    // Best effort: an upload not ended here is removed by the API after its grace period.
    await fetch(upload.url, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}) } }).catch(() => undefined);
  }
  await forgetUpload(upload);
}

async function forgetUpload(upload: Upload): Promise<void> {
  const storage = upload.options.urlStorage;
  if (!storage) return;
  for (const previous of await upload.findPreviousUploads().catch(() => [])) await storage.removeUpload(previous.urlStorageKey).catch(() => undefined);
}

/** The API's refusal body (`{message, code, reason, values, errors}`), when the answer has one. */
function problemOf(error: DetailedError): ApiProblem {
  const response = error.originalResponse;
  const status = response?.getStatus() || undefined;
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { message?: string; code?: string; reason?: string; values?: Record<string, unknown>; errors?: { param?: string }[] };
    return { status, code: body.code, reason: body.reason, message: body.message, values: body.values, field: body.errors?.[0]?.param };
  } catch {
    return { status };
  }
}
