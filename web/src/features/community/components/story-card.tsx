import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { StoryMediaView } from '../../../components/ui/story-media-view';
import { graphql } from '../../../graphql/generated';
import { useFormatters } from '../../../lib/i18n/formatters';
import { UserText } from '../../../components/ui/user-text';

export const StoryCardFragment = graphql(`
  fragment StoryCard_story on Story {
    id
    title
    description
    location
    createdAt
    media {
      url
      type
      kind
    }
  }
`);

/**
 * One published story (SPEC §2): its picture (a button that opens it at full size), its video
 * (controls, never autoplaying) or a link to its file; title, place or 'Global Community', date
 * and text.
 */
export function StoryCard({ story: from, onPreview }: { story: FragmentType<typeof StoryCardFragment>; onPreview: (image: { src: string; title: string }) => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: story, complete } = useFragment({ fragment: StoryCardFragment, from });
  if (!complete) return null;
  return (
    <article className="story-card" aria-labelledby={`story-${story.id}`}>
      {story.media ? <StoryMediaView media={story.media} title={story.title} onPreview={onPreview} lazy /> : null}
      <div className="story-card__body">
        <UserText as="h3" id={`story-${story.id}`} className="story-card__title" text={story.title} />
        <p className="story-card__meta">
          <bdi>{story.location ?? t`Global Community`}</bdi>
          <span aria-hidden="true"> · </span>
          <time dateTime={String(story.createdAt)}>{format.date(story.createdAt)}</time>
        </p>
        <UserText as="p" className="story-card__text" text={story.description} />
      </div>
    </article>
  );
}
