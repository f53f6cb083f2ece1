import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { StoryMediaView } from '../../../components/ui/story-media-view';
import { graphql } from '../../../graphql/generated';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useStoryStatusLabels } from '../story-status-labels';
import { UserText } from '../../../components/ui/user-text';

export const MyStoryCardFragment = graphql(`
  fragment MyStoryCard_story on Story {
    id
    title
    description
    createdAt
    status
    media {
      url
      type
      kind
    }
  }
`);

/**
 * One of the seeker's own stories: its media (while it is still served), title, status in words
 * (never by colour alone) with what it means, the date it was shared, its text, and Delete.
 */
export function MyStoryCard({
  story: from,
  deleting,
  onDelete,
  onPreview,
}: {
  story: FragmentType<typeof MyStoryCardFragment>;
  deleting: boolean;
  onDelete: () => void;
  onPreview: (image: { src: string; title: string }) => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const statusLabels = useStoryStatusLabels();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: story, complete } = useFragment({ fragment: MyStoryCardFragment, from });
  if (!complete) return null;
  const status = statusLabels[story.status];
  return (
    <article className="my-story" aria-labelledby={`my-story-${story.id}`} aria-describedby={`my-story-${story.id}-status`}>
      {story.media ? <StoryMediaView media={story.media} title={story.title} onPreview={onPreview} /> : null}
      <div className="my-story__body">
        <UserText as="h3" id={`my-story-${story.id}`} className="my-story__title" text={story.title} />
        <p className="my-story__meta">
          <span className={`story-status story-status--${story.status.toLowerCase()}`}>{status.label}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={String(story.createdAt)}>{format.date(story.createdAt)}</time>
        </p>
        <p id={`my-story-${story.id}-status`} className="my-story__hint">
          {status.description}
        </p>
        <UserText as="p" className="my-story__text" text={story.description} />
        <div className="my-story__actions">
          <button type="button" className="button button--danger" disabled={deleting} onClick={onDelete}>
            {deleting ? t`Deleting…` : t`Delete`}
          </button>
        </div>
      </div>
    </article>
  );
}
