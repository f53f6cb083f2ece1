import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CharityDetails } from '../../components/ui/charity-details';
import { PageHero } from '../../components/ui/page-hero';
import { ContactForm } from './components/contact-form';
import { FaqAccordion } from './components/faq-accordion';
import './contact.css';

/** SPEC §2 Contact: the form (its messages reach the team) and three questions and answers. */
export function ContactPage() {
  const { t } = useLingui();
  const formTitle = useId();
  const faqTitle = useId();
  const faq = [
    {
      question: t`How do I apply for support?`,
      answer: (
        <p>
          {t`Create a seeker account, sign in and fill in the application form. You will need an ID or passport and a reference who knows you. Our team reviews every application within 2-3 business days.`}
        </p>
      ),
    },
    {
      question: t`How are donations used?`,
      answer: (
        <p>
          {t`Each donation counts toward the journey its donor chooses among the approved requests. You can give once or every month, and your dashboard lists each gift and the progress updates our team posts on it.`}
        </p>
      ),
    },
    {
      question: t`Is my information safe?`,
      answer: (
        <p>
          {t`Identity documents are seen only by our review team, and donors never see your contact details. Payments are handled by a card payment provider's secure checkout: Sabil never sees your card number.`}
        </p>
      ),
    },
  ];

  return (
    <>
      <PageHero
        title={t`Contact us`}
        eyebrow={t`We are here to help`}
        lead={t`Questions about applying, giving or your account? Read the answers below, or write your message.`}
      />
      <div className="container contact">
        <section className="contact__panel contact__panel--form" aria-labelledby={formTitle}>
          <h2 id={formTitle} className="contact__title">
            {t`Write to us`}
          </h2>
          <ContactForm />
          <CharityDetails className="contact__details" />
        </section>
        <section className="contact__panel contact__panel--faq" aria-labelledby={faqTitle}>
          <h2 id={faqTitle} className="contact__title">
            {t`Frequently asked questions`}
          </h2>
          <FaqAccordion items={faq} />
        </section>
      </div>
    </>
  );
}
