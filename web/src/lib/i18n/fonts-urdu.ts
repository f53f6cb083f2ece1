/**
 * Noto Nastaliq Urdu, self-hosted (fontsource): the Nastaliq that Urdu readers expect, loaded by
 * i18n.ts only when the page is in Urdu. Only the Arabic-script subset: Latin letters (names, e-mail
 * addresses) fall through to the system's font (global.css: --font-urdu, then --font-latin); the
 * word space comes from this face, as Urdu text needs. Weights 400 and 700: text at 500 takes the
 * 400 face and at 600 the 700 face, so nothing is synthesised. font-display: swap (fontsource's).
 */
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
// Arabic-language words on an Urdu page (a story written in Arabic) are set in Naskh: declared here,
// fetched only if such text appears (global.css, components/ui/user-text.tsx).
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
