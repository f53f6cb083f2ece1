import { useLingui } from '@lingui/react/macro';
import { STORY_MAX_LENGTHS, storySchema } from '@sabil/contracts';
import { useId, useState } from 'react';
import { fieldAria, Field } from '../../../components/ui/form/field';
import { FilePicker } from '../../../components/ui/form/file-picker';
import { useFileField } from '../../../components/ui/form/use-file-field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useSubmitStory } from '../hooks/use-submit-story';
import { checkStoryMedia, STORY_MEDIA_ACCEPT } from '../story-media';

/**
 * SPEC §2's share-story modal: title and description (6 rows) required, an optional picture or
 * video checked before it is sent, Cancel and Submit (its label changes while submitting), and a
 * progress bar while the file goes up. A refusal keeps what was typed.
 */
export function ShareStoryDialog({ open, onClose, onShared }: { open: boolean; onClose: () => void; onShared: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(storySchema, { defaultValues: { title: '', description: '' } });
  const media = useFileField((chosen) => {
    const problem = checkStoryMedia(chosen);
    return problem ? i18n._(problem) : null;
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, submitting, progress } = useSubmitStory();

  function close() {
    form.reset();
    media.reset();
    setFailure(null);
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit({ title: values.title, description: values.description }, media.file);
      close();
      onShared();
    } catch (caught) {
      // A 401 is the authorization-failed notice's (then the seeker's login); anything else is said here and logged.
      if (isUnauthenticated(caught)) return;
      console.error('Story submission failed', caught);
      const problem = readApiProblem(caught);
      const reason = problem.reason ? describeRefusal(i18n, problem) : null;
      const sorry = t`We couldn't submit your story. Please try again.`;
      if (problem.field === 'file' && reason) media.refuse(reason);
      if ((problem.field === 'title' || problem.field === 'description') && problem.reason) form.refuse(problem.field, problem);
      setFailure(reason ? `${sorry} ${reason}` : sorry);
    }
  });

  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : undefined;
  const titleError = form.describe(form.errorOf('title'), t`Title`);
  const descriptionError = form.describe(form.errorOf('description'), t`Your story`);

  return (
    <ModalDialog open={open} title={t`Share your story`} closeLabel={t`Close`} onClose={close} busy={submitting}>
      <form className="share-story" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="share-story__intro">
          {t`Our team reads every story before it appears on the community page.`}
        </p>
        <fieldset className="share-story__fields" disabled={submitting}>
          <Field id={`${id}-title`} label={t`Title`} error={titleError}>
            <input id={`${id}-title`} type="text" required maxLength={STORY_MAX_LENGTHS.title} {...form.register('title')} {...fieldAria(`${id}-title`, { error: titleError })} />
          </Field>
          <Field id={`${id}-description`} label={t`Your story`} error={descriptionError}>
            <textarea
              id={`${id}-description`}
              rows={6}
              required
              maxLength={STORY_MAX_LENGTHS.description}
              {...form.register('description')}
              {...fieldAria(`${id}-description`, { error: descriptionError })}
            />
          </Field>
          <Field id={`${id}-file`} label={t`Photo or video (optional)`} hint={t`JPG, PNG, WebP, GIF, MP4 or WebM, up to 50 MB. Location details are removed from photos.`} error={media.error}>
            <FilePicker key={media.pickerKey} id={`${id}-file`} accept={STORY_MEDIA_ACCEPT} onChange={media.choose} fileName={media.file?.name ?? null} {...fieldAria(`${id}-file`, { hint: true, error: media.error })} />
          </Field>
        </fieldset>
        {submitting && media.file ? (
          <UploadProgress
            id={`${id}-progress`}
            percent={percent}
            label={percent === undefined || percent < 100 ? t`Uploading your story… ${percent ?? 0}%` : t`Uploaded. Checking your story…`}
          />
        ) : null}
        {failure ? (
          <p role="alert" className="message message--error">
            {failure}
          </p>
        ) : null}
        <div className="share-story__actions">
          <button type="button" className="button button--secondary" onClick={close} disabled={submitting}>
            {t`Cancel`}
          </button>
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t`Submitting…` : t`Submit story`}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

