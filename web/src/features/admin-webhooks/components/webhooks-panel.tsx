import { useLingui } from '@lingui/react/macro';
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, webhookEndpointSchema } from '@sabil/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxGroup } from '../../../components/ui/form/checkbox-group';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { PageLoading } from '../../../components/ui/page-loading';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useCreateWebhookEndpoint, useDeleteWebhookEndpoint, useRotateWebhookSecret, useSetWebhookEnabled, useWebhookEndpoints } from '../hooks/use-webhooks';
import { SecretShownOnceDialog, type SecretDialogTexts } from '../../../components/ui/secret-shown-once-dialog';
import { WEBHOOK_EVENTS, useWebhookEventLabels } from './webhooks-panel-events';
import { WebhookEndpointRow } from './webhooks-panel-row';
import '../../../components/ui/integration-panel.css';
import './webhooks-panel.css';

type WebhookField = 'url' | 'events' | 'description';
const FIELDS: readonly WebhookField[] = ['url', 'events', 'description'];

/**
 * Outgoing webhooks (issue 10): register an endpoint (URL, events, note) and see its signing secret
 * once; enable, disable, rotate the secret, delete; each endpoint's delivery log with Redeliver.
 */
export function WebhooksPanel({ onMessage }: { onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const eventLabels = useWebhookEventLabels();
  const list = useWebhookEndpoints();
  const { create, creating } = useCreateWebhookEndpoint();
  const { setEnabled, toggling } = useSetWebhookEnabled();
  const { rotate, rotating } = useRotateWebhookSecret();
  const { remove, deleting } = useDeleteWebhookEndpoint();
  const form = useSchemaForm(webhookEndpointSchema, { defaultValues: { url: '', events: [], description: '' } });
  const [secret, setSecret] = useState<{ name: string; secret: string; rotated: boolean } | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; url: string; action: 'rotate' | 'delete' } | null>(null);

  // The button a dialog was opened from gets focus back when the dialogs close (the list's heading when
  // its row is gone): a confirmation is unmounted, not closed, so the browser would leave focus on the body.
  const focusAfter = useRef<HTMLElement | null>(null);
  const endpointsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming || secret) return;
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target) (target.isConnected ? target : endpointsHeading.current)?.focus();
  }, [confirming, secret]);

  function ask(button: HTMLButtonElement, endpoint: { id: string; url: string }, action: 'rotate' | 'delete') {
    focusAfter.current = button;
    setConfirming({ id: endpoint.id, url: endpoint.url, action });
  }

  const fieldLabels: Record<WebhookField, string> = { url: t`Endpoint URL`, events: t`Events`, description: t`Description (optional)` };
  const errors = {
    url: form.describe(form.errorOf('url'), fieldLabels.url),
    events: form.describe(form.errorOf('events'), fieldLabels.events),
    description: form.describe(form.errorOf('description'), fieldLabels.description),
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await create({ url: values.url, events: WEBHOOK_EVENTS.filter((e) => values.events.includes(e)), description: values.description });
      setSecret({ name: answer.endpoint.url, secret: answer.secret, rotated: false });
      form.reset();
    } catch (caught) {
      const problem = readApiProblem(caught);
      const field = FIELDS.find((name) => name === problem.field);
      if (field && (problem.reason || problem.message)) form.refuse(field, problem);
      else onMessage({ kind: 'error', text: describeRefusal(i18n, problem) ?? t`The endpoint could not be registered. Please try again.` });
    }
  });

  async function onToggle(endpointId: string, enabled: boolean) {
    try {
      await setEnabled(endpointId, enabled);
      onMessage({ kind: 'success', text: enabled ? t`The endpoint is enabled; new events are sent to it.` : t`The endpoint is disabled; no new events are sent to it.` });
    } catch (caught) {
      onMessage({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`The endpoint could not be changed. Please try again.` });
    }
  }

  async function onConfirm() {
    if (!confirming) return;
    const { id: endpointId, url: endpointUrl, action } = confirming;
    try {
      if (action === 'rotate') {
        const newSecret = await rotate(endpointId);
        setConfirming(null);
        setSecret({ name: endpointUrl, secret: newSecret, rotated: true });
        return;
      }
      await remove(endpointId);
      onMessage({ kind: 'success', text: t`The endpoint and its delivery log are deleted.` });
    } catch (caught) {
      onMessage({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`That did not work. Please try again.` });
    }
    setConfirming(null);
  }

  // The file name is the documentation's own, in every language.
  const guide = 'docs/INTEGRATORS.md';
  const secretTexts: SecretDialogTexts = {
    title: secret?.rotated ? t`The new signing secret` : t`Your webhook's signing secret`,
    warning: t`Copy this secret now. You will not see it again.`,
    subjectLabel: t`Endpoint:`,
    secretLabel: t`Signing secret`,
    copyLabel: t`Copy secret`,
    hint: secret?.rotated
      ? t`Deliveries from now on are signed with this secret; update the receiver. How to check a signature: ${guide}.`
      : t`The receiver checks each delivery's signature with this secret. How to check a signature: ${guide}.`,
  };

  let endpoints;
  if (list.loading) endpoints = <PageLoading />;
  else if (list.failed)
    endpoints = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch webhook endpoints`}
      </p>
    );
  else if (list.endpoints.length === 0) endpoints = <p className="dashboard-empty">{t`No webhook endpoints yet.`}</p>;
  else
    endpoints = (
      <ul className="api-keys__list">
        {list.endpoints.map((endpoint) => (
          <li key={endpoint.id}>
            <WebhookEndpointRow
              endpoint={endpoint}
              busy={[toggling, rotating, deleting].includes(endpoint.id)}
              onToggle={() => void onToggle(endpoint.id, !endpoint.enabled)}
              onRotate={(button) => ask(button, endpoint, 'rotate')}
              onDelete={(button) => ask(button, endpoint, 'delete')}
              onMessage={onMessage}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="api-keys webhooks">
      <form className="api-keys__form" onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} noValidate>
        <h3 id={`${id}-title`} className="api-keys__title">
          {t`Register a webhook endpoint`}
        </h3>
        <p className="api-keys__lead">{t`Sabil sends a signed notice to this address each time one of the chosen events happens, and retries for a day when it fails.`}</p>
        <fieldset className="api-keys__fields" disabled={creating}>
          <Field id={`${id}-url`} label={fieldLabels.url} error={errors.url}>
            <input
              id={`${id}-url`}
              type="url"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              maxLength={MAX_WEBHOOK_URL_LENGTH}
              placeholder="https://example.org/sabil-webhooks"
              {...form.register('url')}
              {...fieldAria(`${id}-url`, { error: errors.url })}
            />
          </Field>
          <CheckboxGroup
            id={`${id}-events`}
            control={form.control}
            name="events"
            legend={fieldLabels.events}
            options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: eventLabels[event].label, description: eventLabels[event].description }))}
            error={errors.events}
          />
          <Field id={`${id}-description`} label={fieldLabels.description} error={errors.description}>
            <input
              id={`${id}-description`}
              dir="auto"
              maxLength={MAX_WEBHOOK_DESCRIPTION_LENGTH}
              placeholder={t`e.g. Zakat fund bookkeeping`}
              {...form.register('description')}
              {...fieldAria(`${id}-description`, { error: errors.description })}
            />
          </Field>
          <div>
            <button type="submit" className="button button--primary">
              {creating ? t`Registering…` : t`Register endpoint`}
            </button>
          </div>
        </fieldset>
      </form>
      <h3 ref={endpointsHeading} tabIndex={-1} className="api-keys__title">
        {t`Endpoints`}
      </h3>
      {endpoints}
      <SecretShownOnceDialog shown={secret} texts={secretTexts} onClose={() => setSecret(null)} />
      {/* Mounted only while asked: a closed dialog's autofocused button must not take focus from the tabs. */}
      {confirming ? (
        <ConfirmDialog
          open
          title={confirming.action === 'rotate' ? t`Rotate this endpoint's secret?` : t`Delete this webhook endpoint?`}
          confirmLabel={confirming.action === 'rotate' ? t`Rotate secret` : t`Delete endpoint`}
          cancelLabel={t`Keep it`}
          busy={rotating !== null || deleting !== null}
          onConfirm={() => void onConfirm()}
          onCancel={() => setConfirming(null)}
        >
          <p className="webhook__confirm-url">
            <bdi dir="ltr">{confirming.url}</bdi>
          </p>
          <p>
            {confirming.action === 'rotate'
              ? t`This endpoint gets a new signing secret at once; the old one stops being used. The receiver must be given the new one.`
              : t`This endpoint stops receiving events, and its delivery log goes too. This cannot be undone.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
