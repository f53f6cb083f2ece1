import type { Duplex } from 'node:stream';
import sharp from 'sharp';
import { mp4WithoutMetadata } from './mp4-metadata';
import { webmWithoutMetadata } from './webm-metadata';

/**
 * Large enough for a 48-megapixel phone photo, small enough that a crafted "pixel bomb" (a small
 * file that decodes to gigabytes) is refused before it is decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A picture re-encoded in its own format with none of its metadata: EXIF (the GPS position of a
 * phone photo taken at home, the camera's serial number), XMP, IPTC, comments and colour profiles
 * are dropped, which is what sharp does unless told to keep them. A JPEG is turned upright first,
 * since its EXIF orientation goes with the rest. Animated GIF and WebP keep every frame. Anything
 * that is not a readable picture of its type makes the returned stream fail.
 */
export function imageWithoutMetadata(type: string): Duplex | undefined {
  const animated = type === 'image/gif' || type === 'image/webp';
  const image = sharp({ animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  switch (type) {
    case 'image/jpeg':
      return image.rotate().jpeg({ quality: 90 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
    default:
      return undefined;
  }
}

/**
 * Story media without what it says about its author beyond the picture itself: pictures
 * re-encoded (above), MP4 videos with their metadata boxes blanked (mp4-metadata.ts), WebM videos
 * with their Tags, Attachments and writer fields blanked (webm-metadata.ts). Videos keep every
 * other byte where it was.
 */
export function mediaWithoutMetadata(type: string): Duplex | undefined {
  if (type === 'video/mp4') return mp4WithoutMetadata();
  if (type === 'video/webm') return webmWithoutMetadata();
  return imageWithoutMetadata(type);
}
