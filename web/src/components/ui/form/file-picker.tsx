import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes } from 'react';
import './file-picker.css';

/**
 * A file input in the reader's language: the real input lies, invisible, over a look-alike whose
 * words are the page's (the browser's own "Choose File" follows the browser's language, not the
 * page's). Clicks, drops and the keyboard all reach the real input; `fileName` is what was chosen.
 */
export function FilePicker({ fileName, ...input }: { fileName: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const { t } = useLingui();
  return (
    <div className="file-picker">
      <input type="file" className="file-picker__input" {...input} />
      <span className="file-picker__button" aria-hidden="true">
        {t`Choose a file`}
      </span>
      {/* A file's name may be cut short (an ellipsis); the words "No file chosen" wrap instead, since
          cutting the end off Urdu's «کوئی فائل منتخب نہیں کی گئی» left «a file selected» (issue 28). */}
      <span className={fileName ? 'file-picker__name' : 'file-picker__name file-picker__name--none'} aria-hidden="true">
        {fileName ? <bdi>{fileName}</bdi> : t`No file chosen`}
      </span>
    </div>
  );
}
