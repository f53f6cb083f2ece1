import { ACCESS, idInPath } from '../../rest/openapi/answers';
import { headerRef } from '../../rest/openapi/components';
import type { Header, Paths, RequestBody, Response, Schema } from '../../rest/openapi/openapi-types';
import { refusals } from '../../rest/openapi/refusals';
import { ACCESS_REFUSALS } from '../../operations/access-refusals';
import { ResumableUploadErrors } from './resumable-uploads.errors';
import { MAX_OPEN_UPLOADS_PER_ACCOUNT, MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT, MAX_UNUSED_UPLOADS_PER_ACCOUNT } from './resumable-uploads.service';
import { uploadKinds } from '../../uploads/upload-kinds';

/** A submission naming a finished upload instead of carrying the file: what it may be refused for. */
export const UPLOAD_NAMED = [
  ResumableUploadErrors.UPLOAD_NOT_FOUND,
  ResumableUploadErrors.UPLOAD_NOT_YOURS,
  ResumableUploadErrors.UPLOAD_NOT_FINISHED,
  ResumableUploadErrors.UPLOAD_FOR_ANOTHER_USE,
  ResumableUploadErrors.UPLOAD_AND_FILE,
] as const;

/**
 * A multipart submission's body, plus its JSON form: the same fields, with the id of a finished
 * resumable upload (`idField`) in place of the file (`fileField`).
 */
export function withUploadNamed(body: RequestBody, fileField: string, idField: string): RequestBody {
  const form = body.content['multipart/form-data']!.schema as { required?: string[]; properties: Record<string, Schema> };
  const { [fileField]: _file, ...properties } = form.properties;
  const schema: Schema = {
    ...form,
    required: [...(form.required ?? []).filter((name) => name !== fileField), idField],
    properties: { ...properties, [idField]: { type: 'string', format: 'uuid', description: 'The id of a finished resumable upload of the signed-in seeker (the last segment of its `Location`).' } },
  };
  return { ...body, content: { ...body.content, 'application/json': { schema } } };
}

const TUS_RESUMABLE: Header = { description: 'The tus protocol version: always `1.0.0`.', required: true, schema: { const: '1.0.0' } };
const offset = (description: string): Header => ({ description, required: true, schema: { type: 'integer', minimum: 0 } });

/** A tus answer without a body. */
const empty = (description: string, headers: Record<string, Header>): Response => ({
  description,
  headers: { 'X-Request-Id': headerRef('X-Request-Id'), 'Tus-Resumable': TUS_RESUMABLE, ...headers },
});

const UPLOAD_ID = idInPath('id', 'The upload’s id: the last segment of the `Location` that POST /uploads answered. The address is exactly that `Location`: a query string, an escape or a trailing slash is 400 `UPLOAD_ADDRESS_INVALID`.');

/** What refers to someone's upload: only its own account may. */
const OWN_UPLOAD = [ResumableUploadErrors.UPLOAD_ADDRESS_INVALID, ResumableUploadErrors.UPLOAD_NOT_FOUND, ResumableUploadErrors.UPLOAD_NOT_YOURS] as const;

/** tus 1.0.0's core and creation extension (https://tus.io/protocols/resumable-upload), for seekers. */
export function resumableUploadPaths(): Paths {
  // Read when the document is built: every domain has registered its kinds by then.
  const KINDS = Object.entries(uploadKinds());
  return {
    '/uploads': {
      post: {
        operationId: 'startResumableUpload',
        summary: 'Start a resumable upload (seekers)',
        description: `tus creation. Headers: \`Tus-Resumable: 1.0.0\`, \`Upload-Length\` (the whole file’s bytes) and \`Upload-Metadata\` with \`kind\` (${KINDS.map(([kind, rules]) => `\`${kind}\`: at most ${rules.maxBytes / 1024 / 1024} MB`).join('; ')}) and optionally \`filename\`, base64 as tus says. The answer’s \`Location\` is where the bytes go (PATCH). Once the last byte has arrived the file is judged by its bytes and stored without its metadata, exactly as the multipart submission’s; submit with its id (\`idUploadId\` on POST /application/submit, \`uploadId\` on POST /stories/submit, or the GraphQL mutations’ upload id arguments). At most ${MAX_OPEN_UPLOADS_PER_ACCOUNT} unfinished uploads per account (429 \`TOO_MANY_OPEN_UPLOADS\`); fewer than ${MAX_UNUSED_UPLOADS_PER_ACCOUNT} finished ones not yet used by a submission, and at most ${MAX_UNUSED_UPLOAD_BYTES_PER_ACCOUNT / 1024 / 1024} MB in the unused and unfinished ones with this one, when starting another (429 \`TOO_MANY_UNUSED_UPLOADS\`, with \`Retry-After\` until the oldest expires; or end one with DELETE); an upload that receives nothing for ORPHAN_FILE_GRACE_MINUTES is removed, finished or not.`,
        tags: ['uploads'],
        security: ACCESS.signedIn,
        responses: {
          '201': empty('Started: send the bytes to `Location`.', {
            Location: { description: 'The upload’s address, relative to the API: `/uploads/{id}`.', required: true, schema: { type: 'string', pattern: '^/uploads/[0-9a-f-]{36}$' } },
          }),
          ...refusals(
            ACCESS_REFUSALS.signedInWrite,
            ResumableUploadErrors.UPLOAD_KIND_INVALID,
            ResumableUploadErrors.UPLOAD_LENGTH_REQUIRED,
            ResumableUploadErrors.TOO_MANY_OPEN_UPLOADS,
            ResumableUploadErrors.TOO_MANY_UNUSED_UPLOADS,
            ...KINDS.flatMap(([, rules]) => [rules.refusals.tooLarge, rules.refusals.empty]),
          ),
        },
      },
    },
    '/uploads/{id}': {
      head: {
        operationId: 'resumableUploadOffset',
        summary: 'How much of an upload the server has (its owner)',
        description: 'tus HEAD: `Upload-Offset` is where to resume (a finished upload answers its whole length). Never cached.',
        tags: ['uploads'],
        security: ACCESS.signedIn,
        parameters: [UPLOAD_ID],
        responses: {
          '200': empty('The bytes received so far.', {
            'Upload-Offset': offset('Bytes the server has.'),
            'Upload-Length': offset('The whole file’s bytes.'),
            'Cache-Control': { description: '`no-store`.', required: true, schema: { const: 'no-store' } },
          }),
          ...refusals(ACCESS_REFUSALS.signedInRead, OWN_UPLOAD),
        },
      },
      patch: {
        operationId: 'sendResumableUploadBytes',
        summary: 'Send more of an upload (its owner)',
        description:
          'tus PATCH: `Content-Type: application/offset+octet-stream`, `Upload-Offset` equal to what HEAD said, the next bytes as the body. A connection cut part-way keeps what arrived. With the last byte the file is checked by its bytes, its metadata stripped and stored (as the multipart submission’s): a refusal then (wrong type, unreadable) removes the upload. The answer’s `Upload-Offset` is the new offset.',
        tags: ['uploads'],
        security: ACCESS.signedIn,
        parameters: [UPLOAD_ID],
        requestBody: { description: 'The next bytes of the file.', required: true, content: { 'application/offset+octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
        responses: {
          '204': empty('Received (and, with the last byte, checked and stored).', { 'Upload-Offset': offset('Bytes the server has now.') }),
          ...refusals(
            ACCESS_REFUSALS.signedInWrite,
            OWN_UPLOAD,
            ResumableUploadErrors.UPLOAD_ALREADY_FINISHED,
            ...KINDS.flatMap(([, rules]) => Object.values(rules.refusals).filter((refusal) => refusal !== rules.refusals.required)),
          ),
        },
      },
      delete: {
        operationId: 'endResumableUpload',
        summary: 'End an upload (its owner)',
        description: 'tus termination: the upload and whatever of it was received or stored are removed.',
        tags: ['uploads'],
        security: ACCESS.signedIn,
        parameters: [UPLOAD_ID],
        responses: {
          '204': empty('Removed.', {}),
          ...refusals(ACCESS_REFUSALS.signedInWrite, OWN_UPLOAD),
        },
      },
    },
  };
}
