import fs from 'node:fs';
import path from 'node:path';

/**
 * Every visible string must read naturally in Arabic and Urdu (SPEC §1): each English message has a
 * translation in ar and ur, none is empty, and none is the English text left untranslated.
 */

interface Entry {
  id: string;
  translation: string;
}

const LOCALES_DIR = path.resolve(__dirname, '../../../locales');

/** Messages that are the same in every language on purpose. Keep this list short. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([]);
const LOOKS_LANGUAGE_NEUTRAL = /^[\d\s.,:;%$+\-–—/()@{}#·]*$|^\S+@\S+\.\S+$/;
/** Latin-script words an Arabic or Urdu translation may keep: file formats, units, and technology and product names read as such (the apps and keys people install). */
const LATIN_KEPT = /\b(?:PDF|JPE?G|PNG|WEBP|WebP|GIF|MP4|WEBM|WebM|KB|MB|GB|GraphQL|CSV|UUID|QR|YubiKey|1Password|Google Authenticator|Microsoft Authenticator)\b/g;

/** The words a reader sees: without {placeholders} (ICU plural keywords too) and <0>tags</0>. */
function readerText(translation: string): string {
  let text = translation.replace(/<\/?\d+\/?>/g, ' ');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, ' ');
  }
  return text;
}

function unquote(line: string): string {
  const match = /^(?:msgid|msgstr|msgctxt)?\s*"(.*)"$/.exec(line.trim());
  if (!match) throw new Error(`Not a .po string line: ${line}`);
  return match[1].replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
}

/** A small .po reader: msgctxt, msgid and msgstr, each possibly continued on following lines. */
function readCatalog(locale: string): Map<string, Entry> {
  const text = fs.readFileSync(path.join(LOCALES_DIR, locale, 'messages.po'), 'utf8');
  const entries = new Map<string, Entry>();
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('#') || !line.trim()) continue;
      const keyword = /^(msgctxt|msgid|msgstr)\s/.exec(line)?.[1];
      if (keyword) {
        current = keyword;
        fields[current] = unquote(line);
      } else if (current && line.trim().startsWith('"')) {
        fields[current] += unquote(line);
      }
    }
    if (fields.msgid === undefined || fields.msgid === '') continue; // the header
    const key = fields.msgctxt ? `${fields.msgctxt}\u0004${fields.msgid}` : fields.msgid;
    entries.set(key, { id: fields.msgid, translation: fields.msgstr ?? '' });
  }
  return entries;
}

const en = readCatalog('en');

/** Each `{count, plural, …}` of a message, from its opening brace to the matching closing one. */
function pluralBlocks(text: string): string[] {
  const blocks: string[] = [];
  for (const match of text.matchAll(/\{\w+, plural,/g)) {
    let depth = 0;
    for (let i = match.index; i < text.length; i += 1) {
      if (text[i] === '{') depth += 1;
      if (text[i] === '}' && --depth === 0) {
        blocks.push(text.slice(match.index + match[0].length, i));
        break;
      }
    }
  }
  return blocks;
}

function withoutPlurals(text: string): string {
  return pluralBlocks(text).reduce((rest, block) => rest.replace(block, ''), text);
}

describe('message catalogs', () => {
  it('has English messages', () => {
    expect(en.size).toBeGreaterThan(50);
  });

  it.each(['ar', 'ur'])('%s has every English message, and nothing else', (locale) => {
    const catalog = readCatalog(locale);
    expect([...catalog.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(['en', 'ar', 'ur'])('%s has no empty translation', (locale) => {
    const empty = [...readCatalog(locale).values()].filter((entry) => !entry.translation.trim()).map((entry) => entry.id);
    expect(empty).toEqual([]);
  });

  it.each(['ar', 'ur'])('%s has no English left untranslated', (locale) => {
    const untranslated = [...readCatalog(locale).values()]
      .filter((entry) => entry.translation === entry.id)
      .filter((entry) => !SAME_IN_EVERY_LANGUAGE.has(entry.id) && !LOOKS_LANGUAGE_NEUTRAL.test(entry.id))
      .map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it.each(['ar', 'ur'])('%s keeps every {placeholder} of the English message', (locale) => {
    // The variables a message is made from ({name}, and the subject of {count, plural, …}); a plural's
    // branches differ by language (Arabic has six), so they are not compared.
    // A branch's text ("one {Donor}") is not a variable, however short.
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)(?=[},])/g)].map((match) => match[1]))].sort();
    const broken = [...readCatalog(locale).values()]
      .filter((entry) => placeholders(entry.translation).join() !== placeholders(entry.id).join())
      .map((entry) => entry.id);
    expect(broken).toEqual([]);
  });

  it.each(['ar', 'ur'])('%s is written in Arabic script', (locale) => {
    const latinOnly = [...readCatalog(locale).values()]
      .filter((entry) => !/[\u0600-\u06FF]/.test(entry.translation) && !LOOKS_LANGUAGE_NEUTRAL.test(entry.id))
      .map((entry) => entry.id);
    expect(latinOnly).toEqual([]);
  });

  it('counts a noun only through an ICU plural (issue 28: «1 بلدان», «{max} حرفًا» for 3 to 10)', () => {
    const counted = /\{\w+\}\s+(?:characters?|days?|minutes?|donors?|journeys?|subscribers?|messages?|payments?|refunds?|people|countries)\b/;
    const bare = [...en.values()].map((entry) => entry.id).filter((id) => counted.test(withoutPlurals(id)));
    expect(bare).toEqual([]);
  });

  it.each([
    ['ar', ['one', 'two', 'few', 'many', 'other']],
    ['ur', ['one', 'other']],
  ])('%s gives every plural all of its language’s forms', (locale, forms) => {
    const incomplete = [...readCatalog(locale as string).values()]
      // A label worded to read right beside any number («عدد المتبرعين», "the number of donors") has
      // only `other` and never prints the count (#): no form can be wrong there.
      .filter((entry) =>
        pluralBlocks(entry.translation)
          .filter((block) => !/^\s*other \{[^#{}]*\}\s*$/.test(block))
          .some((block) => (forms as string[]).some((form) => !new RegExp(`(?:^|[}\\s])${form} \\{`).test(block))),
      )
      .map((entry) => `${entry.id} → ${entry.translation}`);
    expect(incomplete).toEqual([]);
  });

  it.each(['ar', 'ur'])('%s leaves no English words inside a translation', (locale) => {
    const mixed = [...readCatalog(locale).values()]
      .filter((entry) => /[A-Za-z]{2,}/.test(readerText(entry.translation).replace(LATIN_KEPT, '')))
      .map((entry) => `${entry.id} → ${entry.translation}`);
    expect(mixed).toEqual([]);
  });
});
