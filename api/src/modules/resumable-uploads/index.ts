// The resumable uploads module's public face: what other modules may import (lint forbids reaching past it).
export { ResumableUploadErrors } from './resumable-uploads.errors';
export type { FinishedUpload, ResumableUploads } from './resumable-uploads.service';
