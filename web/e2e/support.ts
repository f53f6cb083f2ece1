import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A fresh address per journey: the e2e server's database lives for the whole run. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.org`;
}

/** The API started by global-setup (for set-up steps a person would not do through the page). */
export const apiUrl = () => process.env.E2E_API_URL!;

/** The admin invite code global-setup gives the API: the first admin registers without it, the rest with it. */
export const adminInviteCode = () => process.env.E2E_ADMIN_INVITE_CODE!;

/**
 * The page's words in a language, looked up in the app's own catalog by their English text, so a
 * journey can run in Arabic with the names a person there sees. Throws on an unknown message.
 */
export function translator(locale: 'en' | 'ar' | 'ur'): (english: string) => string {
  if (locale === 'en') return (english) => english;
  const text = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), `../src/locales/${locale}/messages.po`), 'utf8');
  const catalog = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current = '';
    for (const line of block.split('\n')) {
      const keyword = /^(msgctxt|msgid|msgstr) /.exec(line)?.[1];
      if (keyword) fields[(current = keyword)] = unquote(line);
      else if (current && line.startsWith('"')) fields[current] += unquote(line);
    }
    if (fields.msgid && !fields.msgctxt) catalog.set(fields.msgid, fields.msgstr ?? '');
  }
  return (english) => {
    const translated = catalog.get(english);
    if (!translated) throw new Error(`No ${locale} translation for "${english}"`);
    return translated;
  };
}

/** axe-core's serious and critical findings on the page as it is now (empty when there are none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(() => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}

export interface Session {
  token: string;
  record: { _id: string; fullname: string; name: string; email: string };
}

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Set-up a person would not do through the page: an account of the role, signed in through the REST shim. */
export async function signedUp(role: 'seeker' | 'donor' | 'admin', fullname: string): Promise<Session> {
  const email = uniqueEmail(role);
  const password = role === 'admin' ? 'admin-password-long' : 'secret-pass';
  let registered = await post(`/${role}/register`, { fullname, email, password });
  // The first admin registers freely; another spec file may have been first.
  if (role === 'admin' && registered.status === 403) registered = await post('/admin/register', { fullname, email, password, inviteCode: adminInviteCode() });
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  const login = await post(`/${role}/login`, { email, password });
  expect(login.status).toBe(200);
  const account = login.json[role] as { _id: string; fullname: string; name?: string; email: string };
  return { token: login.json.token as string, record: { _id: account._id, fullname: account.fullname, name: account.name ?? account.fullname, email: account.email } };
}
