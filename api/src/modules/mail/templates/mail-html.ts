/** HTML pieces of a message's text: escaping, and the bidirectional isolates as spans. */

/** Text for HTML: every value a person wrote (names, titles, messages) passes through here, and so does every sentence. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The faces Latin runs are set in, inside Arabic and Urdu mail (and all English mail): the system's
 * own sans-serif, no web font. Nastaliq faces draw Latin letters and digits poorly, or not at all.
 */
export const LATIN_FONTS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';
/** U+2066 LRI, U+2067 RLI, U+2068 FSI: each opens an isolate that U+2069 PDI closes. */
const OPENS = /[\u2066-\u2068]/;
/** Arabic-script letters, and the right-to-left marks Intl puts before Arabic amounts. */
export const RIGHT_TO_LEFT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200f\u061c]/;
const LATIN = /[A-Za-z0-9]/;

/** Where the isolate opened at `start` closes (-1: never). */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (OPENS.test(text[i]!)) depth += 1;
    else if (text[i] === PDI && (depth -= 1) === 0) return i;
  }
  return -1;
}

/**
 * A right-to-left mail's sentence as HTML. mailText isolates each value (U+2068 … U+2069) and money()
 * a Latin currency sign (U+2066 … U+2069); here each isolate also becomes a span that says its
 * direction (clients that ignore the characters follow the attribute): a value in Arabic script
 * `dir="rtl"`; a Latin one — a Latin name, an amount in Latin digits, a receipt number, an address —
 * `dir="ltr"` in a Latin font, so that Urdu's Nastaliq does not draw it. The characters stay inside.
 */
export function isolatedHtml(text: string): string {
  let html = '';
  let at = 0;
  while (at < text.length) {
    const open = text.slice(at).search(OPENS);
    const start = open < 0 ? -1 : at + open;
    const end = start < 0 ? -1 : closing(text, start);
    if (end < 0) return html + escapeHtml(text.slice(at));
    html += escapeHtml(text.slice(at, start));
    const inner = text.slice(start + 1, end);
    const isolate = `${text[start]}${isolatedHtml(inner)}${PDI}`;
    if (text[start] === LRI || (text[start] === FSI && !RIGHT_TO_LEFT.test(inner) && LATIN.test(inner))) {
      html += `<span dir="ltr" style="font-family:${escapeHtml(LATIN_FONTS)}">${isolate}</span>`;
    } else if (RIGHT_TO_LEFT.test(inner)) {
      html += `<span dir="rtl">${isolate}</span>`;
    } else {
      html += isolate;
    }
    at = end + 1;
  }
  return html;
}
