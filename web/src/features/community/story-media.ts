import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STORY_MEDIA_EXTENSIONS, STORY_MEDIA_MAX_BYTES, STORY_MEDIA_TYPES, storyMediaTypeOfName } from '@sabil/contracts';

/** What the file chooser offers: the types and names the API takes (@sabil/contracts). */
export const STORY_MEDIA_ACCEPT = [...STORY_MEDIA_TYPES, ...Object.values(STORY_MEDIA_EXTENSIONS).flat()].join(',');

const TYPES: readonly string[] = STORY_MEDIA_TYPES;

/**
 * Checked before sending, so a person learns at once why a file will not do: a picture (JPG, PNG,
 * WebP, GIF) or a video (MP4, WebM) by its name and the type the browser reports, not empty, at
 * most 50 MB. The API checks the bytes again: this check is for the person, not for safety.
 */
export function checkStoryMedia(file: File): MessageDescriptor | null {
  const claimed = storyMediaTypeOfName(file.name);
  if (!claimed || (file.type !== '' && !TYPES.includes(file.type)) || (file.type !== '' && file.type !== claimed)) {
    return msg`This file type is not accepted. Please choose a picture (JPG, PNG, WebP or GIF) or a video (MP4 or WebM).`;
  }
  if (file.size === 0) return msg`This file is empty. Please choose another file.`;
  if (file.size > STORY_MEDIA_MAX_BYTES) return msg`This file is larger than 50 MB. Please choose a smaller file.`;
  return null;
}
