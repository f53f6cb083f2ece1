import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero';
import type { Locale } from '../../lib/i18n/locales';
import { useSiteZakatPolicy } from './site-zakat-policy';
import { ZAKAT_POLICY_CLASSES, zakatPolicyBlocks } from './zakat-policy-text.mjs';
import './zakat.css';

/**
 * The zakat policy (issue 31), in the reader's language: the charity's own text where the web server
 * is given one for that language (ZAKAT_POLICY_FILE_EN/AR/UR), else a careful default — scholars
 * differ on funding Hajj from zakat, and what Sabil accepts. Pre-rendered like the other public
 * pages, with the default; web/serve.mjs swaps in a configured text, which this page renders the same way.
 */
export function ZakatPolicyPage() {
  const { t, i18n } = useLingui();
  const policy = useSiteZakatPolicy();
  const custom = policy?.[i18n.locale as Locale];
  return (
    <>
      <PageHero title={t`Zakat at Sabil`} eyebrow={t`Zakat policy`} lead={t`What Sabil accepts as zakat, and how your zakat is kept apart.`}>
        <p className="zakat-policy__actions">
          <Link className="button button--accent" to="/zakat/calculator">
            {t`Calculate your zakat`}
          </Link>
        </p>
      </PageHero>
      <div className="container zakat-policy">
        {policy === undefined ? <div className="zakat-policy__body" aria-busy="true" /> : custom ? <ConfiguredPolicy text={custom} /> : <DefaultPolicy />}
      </div>
    </>
  );
}

/** A configured text: its headings and paragraphs only, as text (never markup); zakat-policy-text.mjs writes the same for the server. */
export function ConfiguredPolicy({ text }: { text: string }) {
  return (
    <div className="zakat-policy__body" data-policy="custom">
      {zakatPolicyBlocks(text).map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index} className={ZAKAT_POLICY_CLASSES.paragraph}>{block.text}</p>;
        const Heading = block.level === 2 ? 'h2' : 'h3';
        return <Heading key={index} className={ZAKAT_POLICY_CLASSES[block.level]}>{block.text}</Heading>;
      })}
    </div>
  );
}

/** The built-in policy, in the reader's language. Its element is the one web/serve.mjs replaces: no <div> inside. */
function DefaultPolicy() {
  const { t } = useLingui();
  const sections = [
    {
      title: t`Scholars differ`,
      text: t`Scholars differ on whether zakat may pay for Hajj or Umrah. Many hold that zakat belongs to the eight kinds of people named in Surat At-Tawbah (9:60) and that a pilgrimage is not among them. Some count a pilgrim among those “in the cause of God” (fi sabilillah), and some allow it when the pilgrim is also poor, in debt or a traveller in need. Follow the opinion of a scholar you trust.`,
    },
    {
      title: t`What Sabil accepts as zakat`,
      text: t`Sabil takes a gift as zakat only for a journey our team has marked zakat-eligible, and each such journey names the category of At-Tawbah 9:60 it falls under and why — for example a pilgrim who is also among the poor, or in debt. Every other journey takes sadaqah only. If you are unsure, give sadaqah: it is always welcome.`,
    },
    {
      title: t`How your zakat is kept`,
      text: t`Zakat is kept apart from sadaqah in each journey’s books and is paid out only for a zakat-eligible journey; it never pays for running costs. Any part that arrives beyond a journey’s goal is returned to you. If a journey cannot go ahead, your zakat is returned to you, or moved, as you choose, only to another zakat-eligible journey.`,
    },
    {
      title: t`Your receipts`,
      text: t`Your receipts and your donation history say whether each gift was zakat or sadaqah.`,
    },
    {
      title: t`Working out what you owe`,
      text: t`Whether you owe zakat, and how much, is yours to decide. Our zakat calculator gives an estimate only, from the nisab our team sets; ask a scholar when in doubt.`,
    },
  ];
  return (
    <div className="zakat-policy__body" data-policy="default">
      {sections.map((section) => (
        <section key={section.title} className="zakat-policy__section">
          <h2 className="zakat-policy__title">{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </div>
  );
}
