import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/** SPEC §2: after submitting, thanks and the four next steps. */
export function ThankYou() {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: move focus to what replaced it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const steps = [
    { title: t`An admin reviews your application`, text: t`Our team reads every application carefully.` },
    { title: t`Your documents are verified`, text: t`We check your ID document and speak with your reference.` },
    { title: t`An admin contacts you`, text: t`We reach you by phone or email with the outcome.` },
    { title: t`Your case goes live`, text: t`Once approved, donors can see your request (never your street address or contact details) and support your journey.` },
  ];
  return (
    <section className="thank-you" aria-labelledby="thank-you-heading" data-testid="thank-you">
      <div className="thank-you__mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 id="thank-you-heading" ref={heading} tabIndex={-1} className="thank-you__title">
        {t`Thank you! Your application has been submitted.`}
      </h2>
      <p className="thank-you__lead">{t`Review takes 2-3 business days. Here is what happens next:`}</p>
      <ol className="next-steps">
        {steps.map((step) => (
          <li key={step.title} className="next-steps__item">
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
