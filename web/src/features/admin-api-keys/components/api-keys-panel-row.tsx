import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '../../../graphql/generated';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useScopeLabels } from './api-keys-panel-scopes';

export const ApiKeyRowFragment = graphql(`
  fragment ApiKeyRow_apiKey on ApiKey {
    id
    name
    prefix
    scopes
    createdAt
    createdByName
    lastUsedAt
    revokedAt
  }
`);

/** One key in the list: what it is for, its prefix, its scopes, dates; Revoke while it works. */
export function ApiKeyRow({ apiKey: from, revoking, onRevoke }: { apiKey: FragmentType<typeof ApiKeyRowFragment>; revoking: boolean; onRevoke: () => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  const scopeLabels = useScopeLabels();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: apiKey, complete } = useFragment({ fragment: ApiKeyRowFragment, from });
  if (!complete) return null;
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  const titleId = `api-key-${apiKey.id}`;
  const revokedOn = apiKey.revokedAt ? when(apiKey.revokedAt) : null;
  return (
    <article className={apiKey.revokedAt ? 'api-key api-key--revoked' : 'api-key'} aria-labelledby={titleId}>
      <header className="api-key__header">
        <h4 id={titleId} className="api-key__name" dir="auto">
          {apiKey.name}
        </h4>
        <code className="api-key__prefix" dir="ltr">
          {apiKey.prefix}…
        </code>
      </header>
      <ul className="api-key__scopes" aria-label={t`Scopes`}>
        {apiKey.scopes.map((scope) => (
          <li key={scope} className="api-key__scope">
            {scopeLabels[scope].label}
          </li>
        ))}
      </ul>
      <dl className="api-key__facts">
        <div>
          <dt>{t`Created`}</dt>
          <dd>
            {when(apiKey.createdAt)} · <span dir="auto">{apiKey.createdByName}</span>
          </dd>
        </div>
        <div>
          <dt>{t`Last used`}</dt>
          <dd>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t`Never`}</dd>
        </div>
        <div>
          <dt>{t`Status`}</dt>
          <dd>{revokedOn ? t`Revoked ${revokedOn}` : t`Active`}</dd>
        </div>
      </dl>
      {apiKey.revokedAt ? null : (
        <button type="button" className="button button--danger api-key__revoke" onClick={onRevoke} disabled={revoking}>
          {revoking ? t`Revoking…` : t`Revoke`}
        </button>
      )}
    </article>
  );
}
