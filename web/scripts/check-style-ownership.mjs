// No class styled outside its feature (issue 29). A feature's stylesheet may style the classes its
// own markup uses, and the shared ones (those of components/, app/ and styles/); it must not style a
// class that another feature's markup uses: that class then has two owners, and one feature's
// change restyles another's screen. A class two features need is a shared component's.
//
//   node web/scripts/check-style-ownership.mjs [srcDir]     exits 1 and lists what crosses
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const files = (dir, pattern) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'generated', 'locales', 'test'].includes(entry.name) ? [] : files(full, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** `features/<name>` for a feature's file; 'shared' for components/, app/, lib/ and styles/. */
const ownerOf = (srcDir, file) => {
  const [top, name] = path.relative(srcDir, file).split(path.sep);
  return top === 'features' ? `features/${name}` : 'shared';
};

/** The class names a stylesheet's selectors name (comments and declarations left out). */
export function stylesheetClasses(css) {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

const CLASS_WORD = /^-?[_a-zA-Z][\w-]*$/;
const wordsOf = (text) => text.split(/\$\{[^}]*\}|\s+/).filter((word) => CLASS_WORD.test(word));

/** The `className={…}` expressions of a file, braces balanced. */
function classNameExpressions(code) {
  const found = [];
  for (const match of code.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    if (match[1] !== undefined) {
      found.push(`"${match[1]}"`);
      continue;
    }
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < code.length) depth += { '{': 1, '}': -1 }[code[end++]] ?? 0;
    found.push(code.slice(match.index + match[0].length, end - 1));
  }
  return found;
}

/**
 * The class names a source file's markup uses: the strings of its `className` attributes, and any
 * string elsewhere that reads as classes (a BEM name with __ or --, or several class words), such
 * as a component's class map. Comments, test ids and translated text (t`…`) are left out, and so is a lone
 * word elsewhere: a field called 'choice' is not the class `.choice`.
 */
export function markupWords(source) {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/data-testid=(\{[^}]*\}|"[^"]*")/g, '');
  const stringsOf = (text) => [...text.matchAll(/'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|(?<![\w$])`([^`]*)`/g)].map((match) => match[1] ?? match[2] ?? match[3]);
  const words = new Set(classNameExpressions(code).flatMap(stringsOf).flatMap(wordsOf));
  for (const text of stringsOf(code)) {
    const candidates = wordsOf(text);
    if (candidates.length > 0 && candidates.length === text.trim().split(/\s+/).length && (candidates.length > 1 || /__|--/.test(text))) candidates.forEach((word) => words.add(word));
  }
  return words;
}

/** Every crossing: a feature's stylesheet styling a class another feature's markup uses. */
export function styleCrossings(srcDir) {
  const sources = files(srcDir, /\.tsx?$/).map((file) => ({ owner: ownerOf(srcDir, file), words: markupWords(fs.readFileSync(file, 'utf8')) }));
  const sheets = files(srcDir, /\.css$/).map((file) => ({ file, owner: ownerOf(srcDir, file), classes: stylesheetClasses(fs.readFileSync(file, 'utf8')) }));
  const sharedStyled = new Set(sheets.filter((sheet) => sheet.owner === 'shared').flatMap((sheet) => [...sheet.classes]));
  const crossings = [];
  for (const sheet of sheets.filter((candidate) => candidate.owner !== 'shared')) {
    for (const name of sheet.classes) {
      if (sharedStyled.has(name)) continue;
      const users = new Set(sources.filter((source) => source.words.has(name)).map((source) => source.owner));
      if (users.has('shared')) continue;
      for (const user of users) {
        if (user !== sheet.owner) crossings.push({ sheet: path.relative(srcDir, sheet.file), className: name, usedBy: user });
      }
    }
  }
  return crossings;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const srcDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../src'));
  const crossings = styleCrossings(srcDir);
  for (const { sheet, className, usedBy } of crossings) console.error(`${sheet} styles .${className}, which ${usedBy} uses: style it in its owner's sheet (a class two features use belongs in components/).`);
  if (crossings.length > 0) process.exit(1);
  console.log('Every feature stylesheet styles only its own classes and the shared ones.');
}
