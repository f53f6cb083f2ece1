import type { Role } from '../auth/roles';
import type { UploadRequestInit } from './upload-fetch';

/**
 * What an operation may tell the links, through `context` on useQuery/useMutation:
 * - `role`: whose token to send (null: none); by default the role of the current page's area;
 * - `authFailure: 'inline'`: a 401 is the screen's own business (sign-in and registration forms
 *   show it beside the form) and must not trigger the authorization-failed redirect;
 * - `fetchOptions.onUploadProgress`: called as the request body goes out (./upload-fetch.ts).
 */
declare module '@apollo/client' {
  interface DefaultContext {
    role?: Role | null;
    authFailure?: 'redirect' | 'inline';
    fetchOptions?: UploadRequestInit;
  }
}

export {};
