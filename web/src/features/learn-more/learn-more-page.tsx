import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../components/ui/icon';
import { PageHero } from '../../components/ui/page-hero';
import { FeatureCard, Section } from '../../components/ui/section';
import { PublicFiguresList } from '../../components/ui/public-figures';
import './learn-more.css';

/**
 * SPEC §2 Learn more: who we are, story, mission, values, impact, why choose us, two buttons. The
 * impact figures are the books' (publicFigures, as on the home page), not SPEC's invented "120+
 * journeys, $250,000+, 18 countries"; every reason given is one the product shows (issue 28).
 */
export function LearnMorePage() {
  const { t } = useLingui();

  const about = [
    {
      title: t`Who we are`,
      text: t`Sabil is a charity platform that connects donors with believers who cannot afford Hajj or Umrah. A small team reviews every request, and a community of donors funds the journeys.`,
    },
    {
      title: t`Our story`,
      text: t`Sabil grew from a simple idea: many believers long to make the pilgrimage and cannot afford it, while many others would gladly help if they knew where their gift would go. Sabil means “the way” in Arabic, and we want to be a way to the Holy Cities for those who would otherwise stay behind.`,
    },
    {
      title: t`Our mission`,
      text: t`To make Hajj and Umrah possible for believers who cannot afford them, by connecting them with donors through a process that is fair, open and secure.`,
    },
  ];

  const values: { icon: IconName; title: string; text: string }[] = [
    { icon: 'handshake', title: t`Trust`, text: t`We review every application and its documents before a request is published.` },
    { icon: 'scale', title: t`Fairness`, text: t`Every application is judged by the same criteria, whoever sends it and wherever they live.` },
    { icon: 'globe', title: t`Global reach`, text: t`Sabil speaks English, Arabic and Urdu, and pilgrims and donors may join from any country.` },
    { icon: 'users', title: t`Community`, text: t`Pilgrims share the stories of their journeys, and donors read what their gifts made possible.` },
  ];

  const reasons = [
    t`Every request is reviewed by our team`,
    t`Donors see what each journey has raised, and follow its progress`,
    t`Give once, or every month`,
    t`Card details stay with the card payment provider: Sabil never sees them`,
    t`ID documents are seen only by our review team, and deleted on a fixed schedule after the decision`,
  ];

  return (
    <>
      <PageHero
        title={t`About Sabil`}
        eyebrow={t`Learn more`}
        lead={t`A bridge between believers who long to make the pilgrimage and donors who want to help them go.`}
      />

      <div className="about-intro container">
        {about.map((block) => (
          <div key={block.title} className="about-intro__block">
            <h2 className="about-intro__title">{block.title}</h2>
            <p>{block.text}</p>
          </div>
        ))}
      </div>

      <Section title={t`Our core values`} tone="tinted" centered>
        <ul className="card-grid card-grid--four">
          {values.map((value) => (
            <FeatureCard key={value.title} icon={<Icon name={value.icon} size={24} />} title={value.title}>
              {value.text}
            </FeatureCard>
          ))}
        </ul>
      </Section>

      <Section title={t`Our impact so far`} tone="dark" centered>
        <PublicFiguresList />
      </Section>

      <Section title={t`Why choose Sabil`} className="about-why">
        <ul className="checklist">
          {reasons.map((reason) => (
            <li key={reason}>
              <Icon name="check" size={22} className="checklist__icon" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title={t`Ready to take the next step?`}
        lead={t`Apply for help with your journey, or become a donor and help someone else make theirs.`}
        tone="surface"
        centered
      >
        <div className="button-row button-row--centered">
          <Link className="button button--primary button--large" to="/seeker/login">
            {t`Apply for support`}
          </Link>
          <Link className="button button--accent button--large" to="/donor/login">
            {t`Become a donor`}
          </Link>
        </div>
      </Section>
    </>
  );
}
