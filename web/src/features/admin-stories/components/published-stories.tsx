import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { usePublishedStories } from '../hooks/use-published-stories';
import { useWithdrawStory } from '../hooks/use-withdraw-story';
import { PublishedStoryCard } from './published-story-card';

/**
 * The Stories tab's second half (issue 16): the published stories, each with Withdraw behind a
 * confirmation. A withdrawn story leaves the community page at once and its media stops being served.
 */
export function PublishedStories({ onMessage, onPreview }: { onMessage: (message: FlashMessage) => void; onPreview: (image: { src: string; title: string }) => void }) {
  const { t, i18n } = useLingui();
  const published = usePublishedStories();
  const { withdraw, withdrawing, forget } = useWithdrawStory();
  const [confirming, setConfirming] = useState<{ id: string; title: string } | null>(null);

  async function confirmWithdraw() {
    if (!confirming) return;
    try {
      await withdraw(confirming.id);
      onMessage({ kind: 'success', text: t`Story withdrawn from the community page.` });
    } catch (caught) {
      const problem = readApiProblem(caught);
      const said = problem.code === 'CONFLICT' || problem.code === 'NOT_FOUND' ? describeRefusal(i18n, problem) : null;
      onMessage({ kind: 'error', text: said ?? t`Failed to withdraw the story. Please try again.` });
      // Withdrawn or deleted meanwhile: it is not published, so it leaves the list.
      if (problem.reason === 'STORY_NOT_PUBLISHED' || problem.reason === 'STORY_NOT_FOUND') forget(confirming.id);
    } finally {
      setConfirming(null);
    }
  }

  let list;
  if (published.loading) list = <PageLoading />;
  else if (published.failed)
    list = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch the published stories`}
      </p>
    );
  else if (published.stories.length === 0) list = <p className="dashboard-empty">{t`No stories are published.`}</p>;
  else
    list = (
      <>
        <ul className="pending-stories">
          {published.stories.map((story) => (
            <li key={story.id}>
              <PublishedStoryCard
                story={story}
                withdrawing={withdrawing === story.id}
                onWithdraw={() => setConfirming({ id: story.id, title: story.title })}
                onPreview={onPreview}
              />
            </li>
          ))}
        </ul>
        <LoadMore hasNextPage={published.hasNextPage} loadingMore={published.loadingMore} onLoadMore={published.loadMore} />
      </>
    );

  const confirmingTitle = confirming?.title ?? '';
  return (
    <section className="published-stories" aria-labelledby="published-stories-title">
      <h3 id="published-stories-title" className="published-stories__title">
        {t`Published stories`}
      </h3>
      {list}
      {/* Mounted only while asked: a closed dialog's autofocused button must not take focus from the tabs. */}
      {confirming ? (
        <ConfirmDialog
          open
          title={t`Withdraw this story?`}
          confirmLabel={withdrawing ? t`Withdrawing…` : t`Withdraw story`}
          cancelLabel={t`Keep it published`}
          busy={withdrawing !== null}
          onConfirm={() => void confirmWithdraw()}
          onCancel={() => setConfirming(null)}
        >
          <p>
            <Trans>
              “<bdi>{confirmingTitle}</bdi>” disappears from the community page at once, and its picture or video stops being served. It cannot be published again.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
