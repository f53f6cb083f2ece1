import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../components/ui/icon';
import { PageTitle } from '../../components/ui/page-title';
import { FeatureCard, Section } from '../../components/ui/section';
import { PublicFiguresList } from '../../components/ui/public-figures';
import { useFormatters } from '../../lib/i18n/formatters';
import { NewsletterBox } from './components/newsletter-box';
import './home.css';

/** SPEC §2 Home: hero, mission, figures, how it works, reasons, stories, call to action, newsletter. */
export function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Home`} />
      <Hero />
      <Section title={t`Our mission`} tone="surface" className="home-mission">
        <div className="home-mission__body">
          <p className="prose">
            {t`Hajj is a pillar of Islam, and Umrah a journey many believers long for all their lives. For too many, the cost keeps the Holy Cities out of reach.`}
          </p>
          <p className="prose">
            {t`Sabil exists so that no believer who is called is held back by money. We bring together people who can give and people who need help, with care, dignity and openness at every step.`}
          </p>
        </div>
      </Section>
      <Figures />
      <HowItWorks />
      <Reasons />
      <StoriesTeaser />
      <CallToAction />
      <NewsletterBox />
    </>
  );
}

function Hero() {
  const { t } = useLingui();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__content">
          <p className="hero__eyebrow">{t`Hajj and Umrah, within reach`}</p>
          <h1 className="hero__title">{t`Help a believer answer the call to the Holy Cities`}</h1>
          <p className="hero__lead">
            {t`Sabil connects generous donors with believers who cannot afford the journey. Every request is reviewed, and every donation is tracked.`}
          </p>
          <div className="hero__actions">
            <Link className="button button--accent button--large" to="/donor/login">
              {t`Donate`}
            </Link>
            <Link className="button button--on-dark button--large" to="/seeker/login">
              {t`Seeking help`}
            </Link>
          </div>
          {/* Only what the product shows (issue 28): not SPEC's "100% of donations go to pilgrims", "Bank-level security". */}
          <ul className="hero__trust">
            <li>{t`Every request reviewed by our team`}</li>
            <li>{t`What each journey has raised, shown to its donors`}</li>
            <li>{t`Card details stay with the payment provider`}</li>
          </ul>
        </div>
        <HeroEmblem />
      </div>
    </section>
  );
}

/** An eight-pointed star, the rub el hizb of Islamic geometric art: decoration only. */
function HeroEmblem() {
  return (
    <svg className="hero__emblem" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#e0b04f" strokeWidth="1.5">
        <circle cx="100" cy="100" r="96" strokeOpacity="0.35" />
        <rect x="38" y="38" width="124" height="124" />
        <rect x="38" y="38" width="124" height="124" transform="rotate(45 100 100)" />
        <circle cx="100" cy="100" r="44" strokeOpacity="0.7" />
      </g>
      <g fill="#ffffff" fillOpacity="0.07">
        <rect x="58" y="58" width="84" height="84" />
        <rect x="58" y="58" width="84" height="84" transform="rotate(45 100 100)" />
      </g>
      <path d="M112 78a26 26 0 1 0 0 44 22 22 0 1 1 0-44z" fill="#e0b04f" />
    </svg>
  );
}

/** The real figures, counted from the books (issue 18 replaced SPEC §9's invented marketing ones). */
function Figures() {
  const { t } = useLingui();
  return (
    <Section title={t`Sabil in numbers`} tone="dark" hideTitle>
      <PublicFiguresList />
    </Section>
  );
}

function HowItWorks() {
  const { t } = useLingui();
  const format = useFormatters();
  const steps = [
    {
      title: t`Apply`,
      text: t`A believer who cannot afford the journey creates an account and fills in the application, with an ID or passport.`,
    },
    {
      title: t`Review`,
      text: t`Our team checks every application and its documents, usually within 2-3 business days.`,
    },
    {
      title: t`Fund`,
      text: t`Donors choose an approved request and give once or every month, through a secure card checkout.`,
    },
    {
      title: t`Travel`,
      text: t`The funds go to the journey, and donors follow each stage of it through progress updates.`,
    },
  ];
  return (
    <Section title={t`How it works`} eyebrow={t`Four steps`} lead={t`From a request to the journey, every step is reviewed and recorded.`} centered>
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {format.number(index + 1)}
            </span>
            <h3 className="card__title">{step.title}</h3>
            <p className="card__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Reasons() {
  const { t } = useLingui();
  const reasons: { icon: IconName; title: string; text: string }[] = [
    {
      icon: 'eye',
      title: t`Transparent`,
      text: t`Every request is reviewed before it is published. Donors see how much each journey has raised and follow its progress.`,
    },
    {
      icon: 'shield',
      title: t`Secure`,
      text: t`Payments go through a card payment provider's secure checkout, and identity documents are seen only by our review team.`,
    },
    {
      icon: 'heart',
      title: t`Impact`,
      text: t`Your gift counts toward the journey you choose, and your dashboard lists every gift you made and the progress updates on it.`,
    },
  ];
  return (
    <Section title={t`Why give through Sabil`} tone="tinted" centered>
      <ul className="card-grid">
        {reasons.map((reason) => (
          <FeatureCard key={reason.title} icon={<Icon name={reason.icon} size={24} />} title={reason.title}>
            {reason.text}
          </FeatureCard>
        ))}
      </ul>
    </Section>
  );
}

function StoriesTeaser() {
  const { t } = useLingui();
  return (
    <Section title={t`Stories from the journey`} className="home-stories">
      <div className="home-stories__panel">
        <Icon name="route" size={40} className="home-stories__icon" />
        <div className="home-stories__text">
          <p>
            {t`Pilgrims share what the journey meant to them, and donors see the difference they made. Read their stories, or begin one of your own.`}
          </p>
          <div className="button-row">
            <Link className="button button--primary" to="/seeker/login">
              {t`Start your journey`}
            </Link>
            <Link className="button button--secondary" to="/donor/login">
              {t`Help someone`}
            </Link>
          </div>
          <p className="home-stories__more">
            <Link className="text-link" to="/community">
              {t`Read community stories`}
              <Icon name="arrow" size={18} />
            </Link>
          </p>
        </div>
      </div>
    </Section>
  );
}

function CallToAction() {
  const { t } = useLingui();
  return (
    <Section
      title={t`Be the reason someone answers the call`}
      lead={t`A gift of any size brings a believer closer to the Holy Cities.`}
      tone="dark"
      centered
      className="home-cta"
    >
      <div className="button-row button-row--centered">
        <Link className="button button--accent button--large" to="/donor/login">
          {t`Donate now`}
        </Link>
        <Link className="button button--on-dark button--large" to="/learn-more">
          {t`Learn how Sabil works`}
        </Link>
      </div>
    </Section>
  );
}
