/**
 * Noto Naskh Arabic, self-hosted (fontsource), loaded by i18n.ts only when the page is in Arabic.
 * Arabic-script subset, weights 400 and 700, font-display: swap, as for Urdu (fonts-urdu.ts).
 */
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
// Urdu words on an Arabic page are set in Nastaliq: declared here, fetched only if such text appears.
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
