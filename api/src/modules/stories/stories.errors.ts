import { defineErrors } from '../../errors/app-error';

export const StoryErrors = defineErrors('stories', {
  STORY_NOT_FOUND: { code: 'NOT_FOUND', message: 'Story not found' },
  STORY_ALREADY_MODERATED: {
    code: 'CONFLICT',
    message: 'This story is already {status}; only pending stories can be approved or rejected.',
  },
  MODERATION_DECISION_INVALID: { code: 'BAD_USER_INPUT', message: 'status must be approved, rejected or withdrawn' },
  STORY_NOT_PUBLISHED: {
    code: 'CONFLICT',
    message: 'This story is {status}; only published stories can be withdrawn.',
  },
  STORY_MEDIA_REQUIRED: { code: 'BAD_USER_INPUT', message: 'Choose a picture or a video' },
  STORY_MEDIA_TYPE_REFUSED: {
    code: 'BAD_USER_INPUT',
    message: 'The file must be a picture (JPG, PNG, WebP or GIF) or a video (MP4 or WebM)',
  },
  STORY_MEDIA_NAME_DISAGREES: {
    code: 'BAD_USER_INPUT',
    message: "The file's name does not match what it contains; please choose the original file",
  },
  STORY_MEDIA_UNREADABLE: { code: 'BAD_USER_INPUT', message: 'The picture or video could not be read; please choose another file' },
  STORY_MEDIA_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file must be at most 50 MB' },
  STORY_MEDIA_EMPTY: { code: 'BAD_USER_INPUT', message: 'The file is empty' },
  STORY_MEDIA_NONE: { code: 'NOT_FOUND', message: 'This story has no picture or video' },
  STORY_MEDIA_MISSING: { code: 'NOT_FOUND', message: "This story's file is missing from storage" },
  STORY_MEDIA_NOT_PUBLIC: {
    code: 'FORBIDDEN',
    message: 'This story is not published; its file can be opened only through the link the admin dashboard gives',
  },
  STORY_MEDIA_LINK_INVALID: { code: 'FORBIDDEN', message: 'This file link is not valid' },
  STORY_WITHDRAWN: { code: 'GONE', message: 'This story was withdrawn; its picture or video is no longer available' },
  STORY_MEDIA_DELETED: {
    code: 'GONE',
    message: "This story's picture or video was deleted on schedule on {deletedOn}, {days} days after the story was decided",
  },
  STORY_MEDIA_LINK_EXPIRED: { code: 'FORBIDDEN', message: 'This file link has expired; refresh the stories to get a new one' },
  TOO_MANY_STORIES: { code: 'TOO_MANY_REQUESTS', message: 'You have shared many stories in a short time. Please try again later.' },
});
