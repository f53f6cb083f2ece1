import fs from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { describeRefusal, ERROR_REASON_MESSAGES } from '../error-reasons';

/** The API's refusal reasons, as schema.graphql (emitted from the API, checked in CI) lists them. */
function apiReasons(): string[] {
  const schema = fs.readFileSync(path.resolve(__dirname, '../../../../../schema.graphql'), 'utf8');
  const block = /enum ErrorReason \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '';
  return block
    .replace(/"""[\s\S]*?"""/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Z][A-Z_]+$/.test(line));
}

describe('refusal reasons', () => {
  it('translates every reason the API can answer with, and no other', () => {
    const reasons = apiReasons();
    expect(reasons.length).toBeGreaterThan(50);
    expect(Object.keys(ERROR_REASON_MESSAGES).sort()).toEqual([...reasons].sort());
  });

  it('fills the values the sentence needs, in the reader’s words', () => {
    expect(describeRefusal(i18n, { reason: 'FIELD_TOO_LONG', values: { maximum: 120 } }, { label: 'Full name' })).toBe('Full name must be at most 120 characters');
    expect(describeRefusal(i18n, { reason: 'AMOUNT_OVER_REMAINING', values: { remaining: '20.5' } })).toBe('This journey needs only \u2068$20.50\u2069 more.');
    expect(describeRefusal(i18n, { reason: 'AMOUNT_OVER_AVAILABLE', values: { available: '15', held: '1250.5', minutes: 33 } })).toBe(
      'Only \u2068$15\u2069 of this journey is free now: \u2068$1,250.50\u2069 is held for donors who are paying. Please give at most \u2068$15\u2069, or try again within 33 minutes.',
    );
    expect(describeRefusal(i18n, { reason: 'REQUEST_FULLY_HELD', values: { held: '60', minutes: 1 } })).toBe(
      'Everything this journey still needs (\u2068$60\u2069) is held for donors who are paying now. If they do not finish, it frees up within 1 minute.',
    );
    expect(describeRefusal(i18n, { reason: 'REQUEST_FULLY_HELD', values: { held: '60', minutes: 12 } })).toBe(
      'Everything this journey still needs (\u2068$60\u2069) is held for donors who are paying now. If they do not finish, it frees up within 12 minutes.',
    );
    expect(describeRefusal(i18n, { reason: 'APPLICATION_ALREADY_REVIEWED', values: { status: 'rejected' } })).toBe(
      'This application is already rejected; only pending applications can be approved or rejected.',
    );
    expect(describeRefusal(i18n, { reason: 'PASSWORD_TOO_SHORT', values: { minimum: 10 } })).toBe('Password must be at least 10 characters');
    // Issue 28: the date and the count filled in, the count through a plural (Arabic's «1 يومًا» read wrong).
    expect(describeRefusal(i18n, { reason: 'ID_DOCUMENT_DELETED', values: { deletedOn: '2026-11-20', days: 1 } })).toMatch(
      /^The ID document was deleted on schedule on .*Nov.*2026.*, 1 day after the application was decided\.$/,
    );
    expect(describeRefusal(i18n, { reason: 'ID_DOCUMENT_DELETED', values: { deletedOn: '2026-11-20', days: 90 } })).toMatch(/, 90 days after/);
    // The audit export's refusal names its parameter and its limit (both were left blank), the limit through a plural.
    expect(describeRefusal(i18n, { reason: 'AUDIT_FILTER_TEXT_INVALID', values: { field: 'actor', max: 200 } })).toBe('actor must be at most 200 characters.');
    expect(describeRefusal(i18n, { reason: 'FIELD_TOO_LONG', values: { maximum: 1 } }, { label: 'Initial' })).toBe('Initial must be at most 1 character');
  });

  it('says a newer API’s unknown reason in the API’s words, and nothing when there are none', () => {
    expect(describeRefusal(i18n, { reason: 'SOMETHING_NEW', message: 'Something new happened.' })).toBe('Something new happened.');
    expect(describeRefusal(i18n, {})).toBeNull();
  });
});
