/**
 * What script and language a person's own words are in (a name, a story, a reason), so that a page
 * in one language sets them in the type they need: Latin letters in the Latin face with Latin line
 * height on Arabic and Urdu pages, Arabic in Naskh on an Urdu page, Urdu in Nastaliq on an Arabic
 * page. Arabic and Urdu share a script; a handful of letters tell them apart (Urdu's ے ں ٹ ڈ ڑ ہ ھ ی
 * and keheh ک; Arabic's ة ي ى ه ك), and the more frequent side wins.
 */
export type TextScript = 'latin' | 'arabic' | 'urdu' | 'other';

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const LATIN = /\p{Script=Latin}/gu;
const URDU_ONLY = /[\u0679\u0688\u0691\u06BA\u06BE\u06C1\u06C3\u06CC\u06D2\u06D3\u06A9]/g;
const ARABIC_ONLY = /[\u0629\u064A\u0649\u0647\u0643]/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export function scriptOf(text: string): TextScript {
  const arabicScript = count(text, ARABIC_SCRIPT);
  const latin = count(text, LATIN);
  if (latin === 0 && arabicScript === 0) return 'other';
  if (latin > arabicScript) return 'latin';
  return count(text, URDU_ONLY) >= count(text, ARABIC_ONLY) ? 'urdu' : 'arabic';
}

/** The attributes that set a person's words in their own type: a `lang` for Arabic and Urdu, a class for Latin. */
export function textScriptProps(text: string | null | undefined): { lang?: 'ar' | 'ur'; className?: 'text-latin' } {
  switch (scriptOf(text ?? '')) {
    case 'latin':
      return { className: 'text-latin' };
    case 'arabic':
      return { lang: 'ar' };
    case 'urdu':
      return { lang: 'ur' };
    default:
      return {};
  }
}
