import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon';
import { ImagePreviewDialog } from '../../components/ui/image-preview-dialog';
import { LoadMore } from '../../components/ui/load-more';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { PublicFiguresList } from '../../components/ui/public-figures';
import { useToken } from '../../lib/auth/session';
import { ROLE_PATHS } from '../../lib/auth/roles';
import { MyStories } from './components/my-stories';
import { ShareStoryDialog } from './components/share-story-dialog';
import { StoryCard } from './components/story-card';
import { useApprovedStories } from './hooks/use-approved-stories';
import './community.css';
import { PageLoading } from '../../components/ui/page-loading';

/**
 * SPEC §2 Community page: hero, sharing call to action, the published stories (three columns, one
 * on a phone; pictures open at full size; more on demand), the figures and the closing words.
 * SPEC's two sample testimonials were invented people ("Amina, a pilgrim from Kano"): the page
 * shows only what seekers really shared and our team published (issue 28). Sharing opens the story
 * form for a signed-in seeker; anyone else is asked to sign in first. A signed-in seeker also sees
 * their own stories, with where each stands.
 */
export function CommunityPage() {
  const { t } = useLingui();
  const seekerToken = useToken('seeker');
  const stories = useApprovedStories();
  const [sharing, setSharing] = useState(false);
  const [signInFirst, setSignInFirst] = useState(false);
  const [shared, setShared] = useState(false);
  const [preview, setPreview] = useState<{ src: string; title: string } | null>(null);

  function share() {
    setShared(false);
    if (seekerToken) setSharing(true);
    else setSignInFirst(true);
  }

  const shareButton = (tone: 'primary' | 'secondary') => (
    <button type="button" className={`button button--${tone}`} onClick={share}>
      <Icon name="pen" size={18} />
      {t`Share a story`}
    </button>
  );

  return (
    <>
      <PageHero
        title={t`Community stories`}
        eyebrow={t`Our community`}
        lead={t`Pilgrims share their journeys, and donors see the difference they made. Our team reads every story before it appears here.`}
      />

      <Section title={t`Share your story`} tone="surface" className="community-share">
        <div className="community-share__body">
          <p className="prose">
            {seekerToken
              ? t`Have you made the journey with Sabil's help? Share your story and encourage others.`
              : t`Have you made the journey with Sabil's help? Sign in with your seeker account to share your story and encourage others.`}
          </p>
          {shareButton('primary')}
        </div>
        {signInFirst && !seekerToken ? (
          <p role="alert" className="message message--info community-share__notice">
            {t`Please sign in first to share your story`}{' '}
            <Link to={ROLE_PATHS.seeker.login}>{t`Sign in as a seeker`}</Link>
          </p>
        ) : null}
        {shared ? (
          <p role="status" className="message message--success community-share__notice">
            {t`Thank you for sharing your story! Our team will read it, and it will appear here once it is approved.`}
          </p>
        ) : null}
      </Section>

      {seekerToken ? <MyStories onPreview={setPreview} /> : null}

      <Section title={t`Shared stories`} tone="tinted">
        {stories.loading ? <PageLoading /> : stories.stories.length === 0 ? (
          <div className="stories-empty">
            <span className="stories-empty__icon">
              <Icon name="route" size={36} />
            </span>
            <h3 className="stories-empty__title">{t`No stories yet`}</h3>
            <p>{t`Be the first to share your journey with the community.`}</p>
            {shareButton('secondary')}
          </div>
        ) : (
          <>
            <ul className="stories-grid" data-testid="stories-grid">
              {stories.stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} onPreview={setPreview} />
                </li>
              ))}
            </ul>
            <LoadMore hasNextPage={stories.hasNextPage} loadingMore={stories.loadingMore} onLoadMore={stories.loadMore} />
          </>
        )}
      </Section>

      <ShareStoryDialog open={sharing} onClose={() => setSharing(false)} onShared={() => setShared(true)} />
      <ImagePreviewDialog image={preview} onClose={() => setPreview(null)} />

      <Section title={t`Together so far`} tone="dark" centered>
        <PublicFiguresList />
      </Section>

      <section className="closing-quote" aria-label={t`Closing words`}>
        <figure className="container closing-quote__inner">
          <blockquote>
            <p>{t`Every journey to the Holy Cities begins with an intention. Sometimes it takes a friend to complete it.`}</p>
          </blockquote>
          {/* Sabil's own words, not put in anyone else's mouth. */}
          <figcaption>{t`Sabil`}</figcaption>
        </figure>
      </section>
    </>
  );
}
