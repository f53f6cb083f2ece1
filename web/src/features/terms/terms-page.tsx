import { useLingui } from '@lingui/react/macro';
import { PageHero } from '../../components/ui/page-hero';
import type { Locale } from '../../lib/i18n/locales';
import { useSiteTerms } from './site-terms';
import { TERMS_CLASSES, termsBlocks } from './terms-text.mjs';
import './terms.css';

/**
 * The terms the registration checkbox agrees to (issue 28), in the reader's language: the charity's
 * own text where the web server is given one for that language (TERMS_FILE_EN/AR/UR), else plain
 * words about what Sabil does and does not do. Pre-rendered like the other public pages, with the
 * default; web/serve.mjs swaps in a configured text, which this page renders the same way.
 */
export function TermsPage() {
  const { t, i18n } = useLingui();
  const terms = useSiteTerms();
  const custom = terms?.[i18n.locale as Locale];
  return (
    <>
      <PageHero title={t`Terms and conditions`} eyebrow={t`Sabil`} lead={t`The agreement you accept when you create an account, in plain words.`} />
      <div className="container terms">
        {terms === undefined ? <div className="terms__body" aria-busy="true" /> : custom ? <ConfiguredTerms text={custom} /> : <DefaultTerms />}
      </div>
    </>
  );
}

/** A configured text: its headings and paragraphs only, as text (never markup); terms-text.mjs writes the same for the server. */
export function ConfiguredTerms({ text }: { text: string }) {
  return (
    <div className="terms__body" data-terms="custom">
      {termsBlocks(text).map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index} className={TERMS_CLASSES.paragraph}>{block.text}</p>;
        const Heading = block.level === 2 ? 'h2' : 'h3';
        return <Heading key={index} className={TERMS_CLASSES[block.level]}>{block.text}</Heading>;
      })}
    </div>
  );
}

/** The built-in terms, in the reader's language. Its element is the one web/serve.mjs replaces (DEFAULT_TERMS_PATTERN): no <div> inside. */
function DefaultTerms() {
  const { t } = useLingui();
  const sections = [
    {
      title: t`What Sabil is`,
      text: t`Sabil is a charity platform: people who cannot afford Hajj or Umrah apply for support, our team reviews each application, and donors give toward the journeys we approve.`,
    },
    {
      title: t`Your account`,
      text: t`Give your real name and an email address you read. Keep your password to yourself; you are responsible for what is done with your account. We may close an account that is used to deceive donors or other people.`,
    },
    {
      title: t`Applying for support`,
      text: t`What you write in an application must be true. Our team may refuse an application, and approval does not promise that a journey will be fully funded. Your identity document is seen only by our review team and is deleted on a schedule after the decision; donors see your first name, city and country, never your contact details.`,
    },
    {
      title: t`Giving`,
      text: t`Each gift goes toward the journey you choose. Payments are handled by a card payment provider; Sabil never sees your card number. If a journey receives more than it needs, or cannot go ahead, the part that cannot be used is returned to you. You can end a monthly gift at any time from your dashboard.`,
    },
    {
      title: t`Stories and messages`,
      text: t`Stories you share are published only after our team reads them, and you can ask for one to be withdrawn. Do not share anything that is not yours to share.`,
    },
    {
      title: t`Your information`,
      text: t`We use your information only to run Sabil: to review applications, take gifts, send receipts and the emails you asked for. We do not sell it. You can leave the newsletter and tracking emails with the link in each one.`,
    },
    {
      title: t`Changes`,
      text: t`If these terms change, we will say so on this page. Questions about them are welcome through the contact page.`,
    },
  ];
  return (
    <div className="terms__body" data-terms="default">
      {sections.map((section) => (
        <section key={section.title} className="terms__section">
          <h2 className="terms__title">{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </div>
  );
}
