import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { StatList } from '../../components/ui/stat-list';
import { useFormatters } from '../../lib/i18n/formatters';
import './community.css';

/** SPEC §2 Community page's static figures: marketing texts, not counted from the data. */
const IMPACT = { dreams: 120, raisedDollars: 250_000, nations: 18 } as const;

/**
 * SPEC §2 Community page, its frame: hero, sharing call to action, two sample testimonials, the
 * stories (empty for now), the figures and the closing quote.
 */
// TODO(stories issue): approved stories in a three-column grid, image preview and the share modal
// arrive with the stories API; until then the grid shows its empty state and sharing starts at the
// seeker's sign-in.
export function CommunityPage() {
  const { t } = useLingui();
  const format = useFormatters();
  const testimonials = [
    {
      quote: t`I had saved for years and was still far from the cost of Umrah. When my application was approved, I cried. This spring I made the journey with my mother.`,
      author: t`Amina, a pilgrim from Kano`,
    },
    {
      quote: t`I give a little every month. Reading the progress updates, I feel I travel a small part of the way with each pilgrim.`,
      author: t`Yusuf, a monthly donor from Toronto`,
    },
  ];

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
            {t`Have you made the journey with Sabil's help? Sign in with your seeker account to share your story and encourage others.`}
          </p>
          <Link className="button button--primary" to="/seeker/login">
            <Icon name="pen" size={18} />
            {t`Sign in to share your story`}
          </Link>
        </div>
      </Section>

      <Section title={t`Voices from our community`} lead={t`Two examples of the stories people share here.`} centered>
        <ul className="testimonials">
          {testimonials.map((item) => (
            <li key={item.author}>
              <figure className="testimonial">
                <blockquote className="testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="testimonial__author">{item.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t`Shared stories`} tone="tinted">
        <div className="stories-empty">
          <span className="stories-empty__icon">
            <Icon name="route" size={36} />
          </span>
          <h3 className="stories-empty__title">{t`No stories yet`}</h3>
          <p>{t`Be the first to share your journey with the community.`}</p>
          <Link className="button button--secondary" to="/seeker/login">
            {t`Share a story`}
          </Link>
        </div>
      </Section>

      <Section title={t`Together so far`} tone="dark" centered>
        <StatList
          tone="dark"
          stats={[
            { value: format.number(IMPACT.dreams), orMore: true, label: t`Dreams fulfilled` },
            { value: format.currency(IMPACT.raisedDollars), orMore: true, label: t`Raised for journeys` },
            { value: format.number(IMPACT.nations), label: t`Nations` },
          ]}
        />
      </Section>

      <section className="closing-quote" aria-label={t`Closing words`}>
        <figure className="container closing-quote__inner">
          <blockquote>
            <p>{t`Every journey to the Holy Cities begins with an intention. Sometimes it takes a friend to complete it.`}</p>
          </blockquote>
          <figcaption>{t`The Sabil community`}</figcaption>
        </figure>
      </section>
    </>
  );
}
