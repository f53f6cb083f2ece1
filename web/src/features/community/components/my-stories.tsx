import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import { Section } from '../../../components/ui/section';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useDeleteMyStory } from '../hooks/use-delete-my-story';
import { useMyStories } from '../hooks/use-my-stories';
import { MyStoryCard } from './my-story-card';

/**
 * The signed-in seeker's own stories (issue 16): each with its status, and Delete behind a
 * confirmation — the story and its picture or video are deleted for good.
 */
export function MyStories({ onPreview }: { onPreview: (image: { src: string; title: string }) => void }) {
  const { t, i18n } = useLingui();
  const mine = useMyStories();
  const { remove, deleting } = useDeleteMyStory();
  const [confirming, setConfirming] = useState<{ id: string; title: string } | null>(null);
  const [message, setMessage] = useFlashMessage();

  async function confirmDelete() {
    if (!confirming) return;
    try {
      await remove(confirming.id);
      setMessage({ kind: 'success', text: t`Your story has been deleted.` });
    } catch (caught) {
      // A 401 is the authorization-failed notice's (then the seeker's login).
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      const said = problem.reason ? describeRefusal(i18n, problem) : null;
      setMessage({ kind: 'error', text: said ?? t`We couldn't delete your story. Please try again.` });
    } finally {
      setConfirming(null);
    }
  }

  let list;
  if (mine.loading) list = <PageLoading />;
  else if (mine.failed)
    list = (
      <p role="alert" className="message message--error">
        {t`We couldn't load your stories. Please try again later.`}
      </p>
    );
  else if (mine.stories.length === 0) list = <p className="my-stories__empty">{t`You have not shared a story yet.`}</p>;
  else
    list = (
      <>
        <ul className="my-stories__list">
          {mine.stories.map((story) => (
            <li key={story.id}>
              <MyStoryCard story={story} deleting={deleting === story.id} onDelete={() => setConfirming({ id: story.id, title: story.title })} onPreview={onPreview} />
            </li>
          ))}
        </ul>
        <LoadMore hasNextPage={mine.hasNextPage} loadingMore={mine.loadingMore} onLoadMore={mine.loadMore} />
      </>
    );

  const confirmingTitle = confirming?.title ?? '';
  return (
    <Section title={t`My stories`} lead={t`The stories you have shared, and where each one stands.`} className="my-stories">
      <div className="my-stories__messages">
        <div role="status" className={message?.kind === 'success' ? 'message message--success' : 'message message--empty'}>
          {message?.kind === 'success' ? message.text : null}
        </div>
        {message?.kind === 'error' ? (
          <div role="alert" className="message message--error">
            {message.text}
          </div>
        ) : null}
      </div>
      {list}
      {/* Mounted only while asked: a closed dialog's autofocused button must not take focus from the page. */}
      {confirming ? (
        <ConfirmDialog
          open
          title={t`Delete this story?`}
          confirmLabel={deleting ? t`Deleting…` : t`Delete story`}
          cancelLabel={t`Keep it`}
          busy={deleting !== null}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        >
          <p>
            <Trans>
              “<bdi>{confirmingTitle}</bdi>” and its picture or video will be deleted for good. If it is published, it disappears from the community page at once.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
