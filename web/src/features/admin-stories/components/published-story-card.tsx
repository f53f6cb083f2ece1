import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { StoryMediaView } from '../../../components/ui/story-media-view';
import { graphql } from '../../../graphql/generated';
import { useFormatters } from '../../../lib/i18n/formatters';
import { UserText } from '../../../components/ui/user-text';

export const PublishedStoryCardFragment = graphql(`
  fragment PublishedStoryCard_story on Story {
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
 * A story on the community page, as the admin sees it in the Stories tab: its media, texts, and
 * Withdraw (asked again before it happens).
 */
export function PublishedStoryCard({
  story: from,
  withdrawing,
  onWithdraw,
  onPreview,
}: {
  story: FragmentType<typeof PublishedStoryCardFragment>;
  withdrawing: boolean;
  onWithdraw: () => void;
  onPreview: (image: { src: string; title: string }) => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: story, complete } = useFragment({ fragment: PublishedStoryCardFragment, from });
  if (!complete) return null;
  return (
    <article className="pending-story published-story" aria-labelledby={`published-story-${story.id}`} data-testid="published-story">
      {story.media ? <StoryMediaView media={story.media} title={story.title} onPreview={onPreview} lazy /> : <p className="pending-story__no-media">{t`No picture or video`}</p>}
      <div className="pending-story__body">
        <UserText as="h4" id={`published-story-${story.id}`} className="pending-story__title" text={story.title} />
        <p className="pending-story__meta">
          <bdi>{story.location ?? t`Global Community`}</bdi> · <time dateTime={String(story.createdAt)}>{format.date(story.createdAt)}</time>
        </p>
        <UserText as="p" className="pending-story__text" text={story.description} />
        <div className="pending-story__actions">
          <button type="button" className="button button--danger" disabled={withdrawing} onClick={onWithdraw}>
            {withdrawing ? t`Withdrawing…` : t`Withdraw`}
          </button>
        </div>
      </div>
    </article>
  );
}
