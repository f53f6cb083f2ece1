import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ImagePreviewDialog } from '../../../components/ui/image-preview-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import type { ModerationDecision } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useModerateStory } from '../hooks/use-moderate-story';
import { usePendingStories } from '../hooks/use-pending-stories';
import { PendingStoryCard } from './pending-story-card';
import { PublishedStories } from './published-stories';
import '../admin-stories.css';
import { PageLoading } from '../../../components/ui/page-loading';

/**
 * SPEC §2's stories tab: the moderation guidelines, Refresh, and the pending stories with their
 * media and the two decisions; then the published stories, each of which can be withdrawn
 * (issue 16). Pictures open in a preview dialog.
 */
export function StoryModerationPanel({ onMessage, refreshCounts }: { onMessage: (message: FlashMessage) => void; refreshCounts: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const queue = usePendingStories();
  const { moderate, moderating } = useModerateStory();
  const [preview, setPreview] = useState<{ src: string; title: string } | null>(null);

  async function onModerate(id: string, decision: ModerationDecision) {
    try {
      await moderate(id, decision);
      onMessage({ kind: 'success', text: decision === 'APPROVE' ? t`Story approved and published! ✨` : t`Story rejected and removed from review 🚫` });
    } catch (caught) {
      const problem = readApiProblem(caught);
      const said = problem.code === 'CONFLICT' || problem.code === 'NOT_FOUND' ? describeRefusal(i18n, problem) : null;
      onMessage({ kind: 'error', text: said ?? t`Failed to update the story. Please try again.` });
      // Someone else decided first: show the queue and the badge as they now are.
      if (said) void refreshCounts().then(() => queue.refresh());
    }
  }

  let list;
  if (queue.loading)
    list = <PageLoading />;
  else if (queue.failed)
    list = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch stories`}
      </p>
    );
  else if (queue.stories.length === 0) list = <p className="dashboard-empty">{t`No stories are waiting for review.`}</p>;
  else
    list = (
      <>
        <ul className="pending-stories">
          {queue.stories.map((story) => (
            <li key={story.id}>
              <PendingStoryCard story={story} moderating={moderating === story.id} onModerate={(decision) => void onModerate(story.id, decision)} onPreview={setPreview} />
            </li>
          ))}
        </ul>
        <LoadMore hasNextPage={queue.hasNextPage} loadingMore={queue.loadingMore} onLoadMore={queue.loadMore} />
      </>
    );

  return (
    <div className="story-moderation">
      <aside className="moderation-guidelines" aria-labelledby="moderation-guidelines-title">
        <h3 id="moderation-guidelines-title">{t`Moderation guidelines`}</h3>
        <ul>
          <li>{t`Publish stories that are true, respectful and about the journey or the community.`}</li>
          <li>{t`Reject stories that show another person's private details, ID documents, addresses or phone numbers.`}</li>
          <li>{t`Reject hateful, commercial or off-topic content.`}</li>
          <li>{t`Photos are stored without their location data; check that the picture itself does not reveal where someone lives.`}</li>
        </ul>
      </aside>
      <section className="story-queue" aria-labelledby="story-queue-title">
        <div className="story-moderation__toolbar">
          <h3 id="story-queue-title" className="story-queue__title">
            {t`Waiting for review`}
          </h3>
          <button type="button" className="button button--secondary" onClick={() => void queue.refresh()} disabled={queue.refreshing}>
            {queue.refreshing ? t`Refreshing…` : t`Refresh`}
          </button>
        </div>
        {list}
      </section>
      <PublishedStories onMessage={onMessage} onPreview={setPreview} />
      <ImagePreviewDialog image={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
