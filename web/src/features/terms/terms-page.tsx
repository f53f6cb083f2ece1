import { useLingui } from '@lingui/react/macro';
import { PageHero } from '../../components/ui/page-hero';
import './terms.css';

/**
 * The terms the registration checkbox agrees to (issue 28): plain words about what Sabil does and
 * does not do, in the reader's language. Pre-rendered like the other public pages.
 */
export function TermsPage() {
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
    <>
      <PageHero title={t`Terms and conditions`} eyebrow={t`Sabil`} lead={t`The agreement you accept when you create an account, in plain words.`} />
      <div className="container terms">
        {sections.map((section) => (
          <section key={section.title} className="terms__section">
            <h2 className="terms__title">{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </>
  );
}
