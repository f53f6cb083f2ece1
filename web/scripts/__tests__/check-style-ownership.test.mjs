/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markupWords, styleCrossings } from '../check-style-ownership.mjs';

/** Issue 29: a feature's stylesheet that styles another feature's class is refused; the app's own sheets pass. */
let src;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
  fs.writeFileSync(path.join(src, file), text);
};

beforeEach(() => {
  src = fs.mkdtempSync(path.join(os.tmpdir(), 'style-ownership-'));
  write('features/alpha/alpha.tsx', 'export const A = () => <header className="alpha-header"><p className={`alpha-header__lead ${x}`} /></header>;\n');
  write('features/alpha/alpha.css', '.alpha-header { margin: 0; }\n.alpha-header__lead { color: red; }\n');
  write('features/beta/beta.tsx', "const choice = 'alpha-header';\nexport const B = () => <div className=\"beta\" data-testid=\"alpha-header__lead\" />;\n");
  write('features/beta/beta.css', '.beta .page__title { margin: 0; }\n');
  write('styles/global.css', '.page__title { font-size: 2rem; }\n');
});
afterEach(() => fs.rmSync(src, { recursive: true, force: true }));

test('a feature styling its own classes and shared ones passes', () => {
  expect(styleCrossings(src)).toEqual([]);
});

test('a feature styling a class another feature’s markup uses is refused', () => {
  write('features/beta/beta.css', '.beta .alpha-header__lead { color: blue; }\n');
  expect(styleCrossings(src)).toEqual([{ sheet: path.join('features', 'beta', 'beta.css'), className: 'alpha-header__lead', usedBy: 'features/alpha' }]);
});

test('a class both features use, styled in one of them, is refused; in components/ it is shared', () => {
  write('features/beta/beta.tsx', 'export const B = () => <header className="alpha-header" />;\n');
  expect(styleCrossings(src)).toEqual([{ sheet: path.join('features', 'alpha', 'alpha.css'), className: 'alpha-header', usedBy: 'features/beta' }]);
  write('features/alpha/alpha.css', '.alpha-header__lead { color: red; }\n');
  write('components/ui/alpha-header.css', '.alpha-header { margin: 0; }\n');
  expect(styleCrossings(src)).toEqual([]);
});

test('markup words are classes, not test ids, field names or comments', () => {
  expect([...markupWords("// .gone\nconst choice = 'choice';\n<p className={on ? 'a b--on' : 'a'} data-testid=\"c__d\" />")].sort()).toEqual(['a', 'b--on']);
});

test('the app’s stylesheets pass', () => {
  const appSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
  expect(styleCrossings(appSrc)).toEqual([]);
});
