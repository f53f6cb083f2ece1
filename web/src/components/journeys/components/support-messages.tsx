import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import { useFormatters } from '../../../lib/i18n/formatters';
import { Disclosure } from '../../ui/disclosure';
import { UserText } from '../../ui/user-text';
import './support-messages.css';

export const SupportMessagesQuery = graphql(`
  query SupportMessages($applicationId: ID!) {
    supportMessages(applicationId: $applicationId, first: 20) {
      nodes {
        id
        message
        anonymous
        donorFirstName
        createdAt
      }
    }
  }
`);

/**
 * A journey's words of support (issue 31): those of paid gifts an admin approved, newest first, each
 * with the donor's first name — or "Anonymous", never a name, for an anonymous gift.
 */
export function SupportMessagesList({ applicationId, heading }: { applicationId: string; heading?: string }) {
  const { t } = useLingui();
  const format = useFormatters();
  const id = useId();
  const { data, loading, error } = useQuery(SupportMessagesQuery, { variables: { applicationId } });
  const messages = data?.supportMessages.nodes ?? [];
  if (loading && !data) return <p className="support-messages__note">{t`Loading…`}</p>;
  if (error) return <p className="support-messages__note">{t`The words of support could not be loaded.`}</p>;
  return (
    <section className="support-messages" aria-labelledby={heading ? `${id}-title` : undefined} data-testid="support-messages">
      {heading ? (
        <h3 id={`${id}-title`} className="support-messages__title">
          {heading}
        </h3>
      ) : null}
      {messages.length === 0 ? (
        <p className="support-messages__note">{t`No words of support yet.`}</p>
      ) : (
        <ul className="support-messages__list">
          {messages.map((message) => (
            <li key={message.id} className="support-messages__item" data-testid="support-message">
              <UserText as="p" className="support-messages__words" text={message.message} />
              <p className="support-messages__from">
                {message.anonymous || !message.donorFirstName ? <span>{t`Anonymous`}</span> : <UserText text={message.donorFirstName} />}
                {' · '}
                <time dateTime={String(message.createdAt)}>{format.date(message.createdAt, { dateStyle: 'medium' })}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The words of support behind a disclosure on a journey's card: asked for only once opened. */
export function SupportMessagesDisclosure({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure summary={t`Words of support`} testId="support-messages-disclosure" onToggle={(open) => open && setOpened(true)}>
      {opened ? <SupportMessagesList applicationId={applicationId} /> : null}
    </Disclosure>
  );
}
