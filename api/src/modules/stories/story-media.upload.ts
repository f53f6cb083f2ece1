import { STORY_MEDIA_MAX_BYTES, STORY_MEDIA_TYPES, storyMediaNameFits, type StoryMediaType } from '@sabil/contracts';
import type { UploadRules } from '../../uploads/upload-intake';
import { mediaWithoutMetadata } from '../../uploads/media-metadata';
import { registerUploadKind } from '../../uploads/upload-kinds';
import { StoryErrors } from './stories.errors';

/**
 * A story's picture or video (DESIGN §4, §8): by its bytes a JPEG, PNG, WebP, GIF, MP4 or WebM of
 * at most 50 MB, whose name (when it has an extension) agrees with its bytes. Pictures are stored
 * re-encoded without their metadata and MP4s with their metadata boxes blanked, so a photo or a
 * video taken at home does not publish where home is.
 */
export const STORY_MEDIA_UPLOAD: UploadRules = registerUploadKind('story-media', {
  field: 'file',
  maxBytes: STORY_MEDIA_MAX_BYTES,
  types: STORY_MEDIA_TYPES,
  nameFits: (filename, type) => storyMediaNameFits(filename, type as StoryMediaType),
  rewrite: mediaWithoutMetadata,
  refusals: {
    required: StoryErrors.STORY_MEDIA_REQUIRED,
    typeRefused: StoryErrors.STORY_MEDIA_TYPE_REFUSED,
    nameDisagrees: StoryErrors.STORY_MEDIA_NAME_DISAGREES,
    unreadable: StoryErrors.STORY_MEDIA_UNREADABLE,
    tooLarge: StoryErrors.STORY_MEDIA_TOO_LARGE,
    empty: StoryErrors.STORY_MEDIA_EMPTY,
  },
});
