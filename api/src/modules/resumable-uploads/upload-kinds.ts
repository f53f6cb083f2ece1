import type { UploadRules } from '../../uploads/upload-intake';
import { ID_DOCUMENT_UPLOAD } from '../applications/id-document.upload';
import { STORY_MEDIA_UPLOAD } from '../stories/story-media.upload';

/**
 * What a resumable upload may be for (its `kind` in Upload-Metadata), with the same rules as the
 * multipart path of that submission: type by the bytes, size limit, metadata stripped.
 */
export const UPLOAD_KINDS = {
  'id-document': ID_DOCUMENT_UPLOAD,
  'story-media': STORY_MEDIA_UPLOAD,
} as const satisfies Record<string, UploadRules>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
