import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { StoryMediaView } from '../../../components/ui/story-media-view';
import { graphql } from '../../../graphql/generated';
import type { ModerationDecision } from '../../../graphql/generated/graphql';
import { useFormatters } from '../../../lib/i18n/formatters';
import { UserText } from '../../../components/ui/user-text';

export const PendingStoryCardFragment = graphql(`
  fragment PendingStoryCard_story on Story {
    id
    title
    description
    location
    createdAt
    status
    media {
      url
      type
      kind
      size
    }
  }
`);

/**
 * A story waiting for moderation: its media (the picture opens at full size; the video plays; any
 * other file is a link), its texts, and the two decisions. The media link is signed and expires;
 * Refresh gives new ones.
 */
export function PendingStoryCard({
  story: from,
  moderating,
  onModerate,
  onPreview,
}: {
  story: FragmentType<typeof PendingStoryCardFragment>;
  moderating: boolean;
  onModerate: (decision: ModerationDecision) => void;
  onPreview: (image: { src: string; title: string }) => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: story, complete } = useFragment({ fragment: PendingStoryCardFragment, from });
  if (!complete) return null;
  return (
    <article className="pending-story" aria-labelledby={`pending-story-${story.id}`} data-testid="pending-story">
      {story.media ? <StoryMediaView media={story.media} title={story.title} onPreview={onPreview} /> : <p className="pending-story__no-media">{t`No picture or video`}</p>}
      <div className="pending-story__body">
        <UserText as="h4" id={`pending-story-${story.id}`} className="pending-story__title" text={story.title} />
        <p className="pending-story__meta">
          <bdi>{story.location ?? t`Global Community`}</bdi> · <time dateTime={String(story.createdAt)}>{format.date(story.createdAt)}</time>
        </p>
        <UserText as="p" className="pending-story__text" text={story.description} />
        <div className="pending-story__actions">
          <button type="button" className="button button--danger" disabled={moderating} onClick={() => onModerate('REJECT')}>
            {t`Reject`}
          </button>
          <button type="button" className="button button--primary" disabled={moderating} onClick={() => onModerate('APPROVE')}>
            {t`Approve & publish`}
          </button>
        </div>
      </div>
    </article>
  );
}
