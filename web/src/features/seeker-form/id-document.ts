import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ID_DOCUMENT_EXTENSIONS, ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPES } from '@sabil/contracts';

/** SPEC §5 and §9, as the API checks them (@sabil/contracts): a JPG, PNG or PDF of at most 5 MB. */
export const ID_DOCUMENT_ACCEPT = ID_DOCUMENT_EXTENSIONS.join(',');
export { ID_DOCUMENT_MAX_BYTES };

const EXTENSIONS: readonly string[] = ID_DOCUMENT_EXTENSIONS;
const MIME_TYPES: readonly string[] = ID_DOCUMENT_TYPES;

export type IdDocumentProblem =
  | { kind: 'missing'; message: MessageDescriptor }
  | { kind: 'type'; message: MessageDescriptor }
  | { kind: 'empty'; message: MessageDescriptor }
  | { kind: 'size'; message: MessageDescriptor };

/**
 * Checked before sending, so a person learns at once why a file will not do. Both the name's
 * extension and the type the browser reports must fit (a renamed .exe reports no image type).
 * The API checks the bytes again: this check is for the person, not for safety.
 */
export function checkIdDocument(file: File | null | undefined): IdDocumentProblem | null {
  if (!file) return { kind: 'missing', message: msg`Please choose your ID or passport file.` };
  const name = file.name.toLowerCase();
  const extensionFits = EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!extensionFits || !MIME_TYPES.includes(file.type)) {
    return { kind: 'type', message: msg`This file type is not accepted. Please choose a JPG, PNG or PDF file.` };
  }
  if (file.size === 0) return { kind: 'empty', message: msg`This file is empty. Please choose another file.` };
  if (file.size > ID_DOCUMENT_MAX_BYTES) {
    return { kind: 'size', message: msg`This file is larger than 5 MB. Please choose a smaller file.` };
  }
  return null;
}

