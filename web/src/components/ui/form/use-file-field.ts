import type { I18n } from '@lingui/core';
import { useState, type ChangeEvent } from 'react';
import { describeRefusal } from '../../../lib/i18n/error-reasons';

/**
 * A file field of the form kit: the file chosen (once it passed `check`), the problem said beside
 * it, and the picker's key (a new one empties it). `check` answers a chosen file's problem in the
 * reader's words, or null.
 */
export function useFileField(check: (file: File) => string | null) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  return {
    file,
    error,
    pickerKey,
    /** The picker's onChange: a file that fails the check is refused beside the field, and the picker emptied. */
    choose(event: ChangeEvent<HTMLInputElement>) {
      const chosen = event.target.files?.[0] ?? null;
      const problem = chosen ? check(chosen) : null;
      setError(problem);
      setFile(problem ? null : chosen);
      if (problem) event.target.value = '';
    },
    /** Says a problem beside the field: the API's refusal of the file, or a file missing. */
    refuse: setError,
    /** Empties the field: after a success, or when its form closes. */
    reset() {
      setFile(null);
      setError(null);
      setPickerKey((key) => key + 1);
    },
  };
}

/** The shared rule of a file's type and size (contracts), its problems in the words of the API's refusals. */
export function typeAndSize(i18n: I18n, rule: { types: readonly string[]; maxBytes: number; typeRefused: string; tooLarge: string }): (file: File) => string | null {
  return (file) => {
    if (!rule.types.includes(file.type)) return describeRefusal(i18n, { reason: rule.typeRefused });
    if (file.size > rule.maxBytes) return describeRefusal(i18n, { reason: rule.tooLarge });
    return null;
  };
}
