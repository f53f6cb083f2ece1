import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toneClass } from '../../../components/ui/badge';
import { PageLoading } from '../../../components/ui/page-loading';
import { UserText } from '../../../components/ui/user-text';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useContactMessages, useNewsletterSubscribers, useSetContactMessageHandled } from '../hooks/use-messages';
import { NewsletterLetterForm } from './newsletter-letter-form';
import './messages-panel.css';

/**
 * The admins' Messages tab (issue 28): what people wrote through the contact form, newest first,
 * each marked handled once answered; and the newsletter's subscribers, with a letter to the confirmed.
 */
export function MessagesPanel({ onMessage }: { onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const messages = useContactMessages();
  const subscribers = useNewsletterSubscribers();
  const [setHandled, { loading: marking }] = useSetContactMessageHandled();
  const languageName = { EN: t`English`, AR: t`Arabic`, UR: t`Urdu` } as const;
  const statusName = { PENDING: t`Waiting for confirmation`, CONFIRMED: t`Confirmed`, UNSUBSCRIBED: t`Unsubscribed` } as const;
  const statusTone = { PENDING: 'warning', CONFIRMED: 'success', UNSUBSCRIBED: 'info' } as const;

  async function mark(messageId: string, handled: boolean) {
    try {
      await setHandled({ variables: { id: messageId, handled } });
      onMessage({ kind: 'success', text: handled ? t`The message is marked handled.` : t`The message is waiting again.` });
    } catch (caught) {
      onMessage({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`The message could not be changed. Please try again.` });
    }
  }

  const list = messages.data?.contactMessages;
  const people = subscribers.data?.newsletterSubscribers;
  return (
    <div className="messages-panel">
      <section aria-labelledby={`${id}-messages`}>
        <h2 id={`${id}-messages`} className="messages-panel__title">
          {t`Contact messages`}
        </h2>
        {!list ? (
          <PageLoading />
        ) : list.nodes.length === 0 ? (
          <p className="messages-panel__empty">{t`No messages yet.`}</p>
        ) : (
          <>
            <p className="messages-panel__summary">{waitingSentence(list.unhandled)}</p>
            <ul className="messages-panel__list">
              {list.nodes.map((message) => (
                <li key={message.id} className="messages-panel__item">
                  <article aria-labelledby={`${id}-${message.id}`}>
                    <header className="messages-panel__head">
                      <UserText as="h3" id={`${id}-${message.id}`} className="messages-panel__subject" text={message.subject} />
                      <span className={`messages-panel__badge ${toneClass(message.handledAt ? 'success' : 'warning')}`}>{message.handledAt ? t`Handled` : t`Waiting`}</span>
                    </header>
                    <p className="messages-panel__from">
                      <UserText text={message.name} />{' '}
                      <a href={`mailto:${message.email}`}>
                        <UserText text={message.email} />
                      </a>
                    </p>
                    <p className="messages-panel__meta">
                      {format.date(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} · {languageName[message.language]}
                    </p>
                    <UserText as="p" className="messages-panel__body" text={message.message} />
                    <button type="button" className="button button--secondary" disabled={marking} onClick={() => void mark(message.id, !message.handledAt)}>
                      {message.handledAt ? t`Mark as waiting` : t`Mark as handled`}
                    </button>
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby={`${id}-newsletter`}>
        <h2 id={`${id}-newsletter`} className="messages-panel__title">
          {t`Newsletter subscribers`}
        </h2>
        {!people ? (
          <PageLoading />
        ) : (
          <>
            <p className="messages-panel__summary">{confirmedSentence(people.confirmed)}</p>
            {people.nodes.length === 0 ? (
              <p className="messages-panel__empty">{t`No one has signed up yet.`}</p>
            ) : (
              <div className="messages-panel__table-wrap">
                <table className="messages-panel__table">
                  <thead>
                    <tr>
                      <th scope="col">{t`Email`}</th>
                      <th scope="col">{t`Language`}</th>
                      <th scope="col">{t`Status`}</th>
                      <th scope="col">{t`Signed up`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {people.nodes.map((person) => (
                      <tr key={person.id}>
                        <td>
                          <UserText text={person.email} />
                        </td>
                        <td>{languageName[person.language]}</td>
                        <td>
                          <span className={`messages-panel__badge ${toneClass(statusTone[person.status])}`}>{statusName[person.status]}</span>
                        </td>
                        <td>{format.date(person.createdAt, { dateStyle: 'medium' })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <NewsletterLetterForm confirmed={people.confirmed} onMessage={onMessage} />
          </>
        )}
      </section>
    </div>
  );
}

const waitingSentence = (waiting: number) => plural(waiting, { one: '# message is waiting to be handled.', other: '# messages are waiting to be handled.' });
const confirmedSentence = (confirmed: number) => plural(confirmed, { one: '# confirmed subscriber receives the letters.', other: '# confirmed subscribers receive the letters.' });
