import { useLingui } from '@lingui/react/macro';
import type { StoryMediaKind } from '../../graphql/generated/graphql';
import { apiAddress } from '../../lib/config/api-url';
import './story-media-view.css';

/**
 * A story's media as the community page and the admin's Stories tab show it: a picture is a button
 * that opens it at full size, a video plays with its controls (never by itself), anything else is
 * a link to the file. `url` is the API's path (signed while the story is unpublished).
 */
export function StoryMediaView({
  media,
  title,
  onPreview,
  lazy = false,
}: {
  media: { url: string; type: string; kind: StoryMediaKind };
  title: string;
  onPreview: (image: { src: string; title: string }) => void;
  lazy?: boolean;
}) {
  const { t } = useLingui();
  const src = apiAddress(media.url);
  if (media.kind === 'IMAGE')
    return (
      <button type="button" className="story-media story-media--image" onClick={() => onPreview({ src, title })} aria-label={t`View the picture of “${title}” at full size`}>
        <img src={src} alt="" loading={lazy ? 'lazy' : undefined} decoding="async" />
      </button>
    );
  if (media.kind === 'VIDEO')
    return (
      <video className="story-media" controls preload="metadata" aria-label={t`Video: ${title}`}>
        <source src={src} type={media.type} />
        <a href={src}>{t`View File`}</a>
      </video>
    );
  return (
    <a className="story-media__file" href={src} target="_blank" rel="noopener noreferrer">
      {t`View File`}
    </a>
  );
}
