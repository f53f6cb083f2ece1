import type { ApiModule } from '../api-module';
import { ResumableUploadErrors } from './resumable-uploads.errors';
import { resumableUploadPaths } from './resumable-uploads.openapi';
import { resumableUploadsRouter } from './resumable-uploads.rest';
import { ResumableUploads } from './resumable-uploads.service';
import { uploadKinds } from '../../uploads/upload-kinds';

declare module '../api-module' {
  interface Provided {
    /** ID documents and story media sent with tus, resumed after a dropped connection (issue 20). */
    resumableUploads: ResumableUploads;
  }
}

/** Resumable uploads (tus): started, resumed, finished through the upload intake, used by a submission. */
export const resumableUploadsModule: ApiModule = {
  name: 'resumable-uploads',
  entities: [],
  resolvers: [],
  errors: [ResumableUploadErrors],
  compose: ({ db, uploads, config, logger }) => ({
    resumableUploads: new ResumableUploads(db.dataSource, uploads, { dataDir: config.dataDir, s3: config.s3, webOrigin: config.webOrigin, graceMinutes: config.retention.orphanGraceMinutes }, logger, uploadKinds()),
  }),
  routes: (route, s) => [resumableUploadsRouter(route, s)],
  openapi: {
    paths: resumableUploadPaths,
    tag: { name: 'uploads', description: 'Resumable uploads (tus 1.0.0): send an ID document or a story’s media in pieces, resume after a dropped connection, then submit with its id.' },
  },
};
