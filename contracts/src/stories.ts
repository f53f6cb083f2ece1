import { z } from 'zod';
import { optionalText, requiredText } from './fields';

/** Story media (DESIGN §4, §8): pictures and videos, judged by their bytes on the API. */
export const STORY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const STORY_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const STORY_MEDIA_TYPES = [...STORY_IMAGE_TYPES, ...STORY_VIDEO_TYPES] as const;
export type StoryMediaType = (typeof STORY_MEDIA_TYPES)[number];

/** The names each type may carry: a file whose name says one type and whose bytes say another is refused. */
export const STORY_MEDIA_EXTENSIONS: Record<StoryMediaType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
};

export const STORY_MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/** How long a story's texts may be (the form's maxlength attributes use them too). */
export const STORY_MAX_LENGTHS = { title: 120, description: 5000, location: 100 } as const;

export const STORY_LABELS = { title: 'Title', description: 'Description', location: 'Location' };

/** A seeker's story (SPEC §5): title and description required; the location is optional. The media travels beside it. */
export const storySchema = z.object({
  title: requiredText({ max: STORY_MAX_LENGTHS.title }),
  description: requiredText({ max: STORY_MAX_LENGTHS.description }),
  location: optionalText({ max: STORY_MAX_LENGTHS.location }),
});

export type StoryInput = z.output<typeof storySchema>;

/**
 * Whether a file's name agrees with the type its bytes have: a name with no extension does; one
 * with an extension must carry one of that type's (a JPEG named photo.exe or photo.png does not).
 */
export function storyMediaNameFits(name: string, type: StoryMediaType): boolean {
  const extension = /(\.[^./\\]+)$/.exec(name.trim().toLowerCase())?.[1];
  return extension === undefined || STORY_MEDIA_EXTENSIONS[type].includes(extension);
}

/** The type a file's name claims, or undefined when its extension is not one of story media's. */
export function storyMediaTypeOfName(name: string): StoryMediaType | undefined {
  const lower = name.toLowerCase();
  return STORY_MEDIA_TYPES.find((type) => STORY_MEDIA_EXTENSIONS[type].some((extension) => lower.endsWith(extension)));
}
