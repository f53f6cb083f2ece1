// The charity's own terms (issue 28): a Markdown or plain-text file per language (TERMS_FILE_EN,
// TERMS_FILE_AR, TERMS_FILE_UR), read by web/serve.mjs at start and shown on /terms instead of the
// built-in default. Plain JavaScript, shared by serve.mjs (which writes the pre-rendered page's body
// from it) and the app (which renders the same blocks when it hydrates or navigates there), so both
// always draw the same markup. Only paragraphs and headings: no HTML, links, lists or emphasis —
// everything else is shown as the text it is, escaped.

/** The id of the page's JSON data block (never executed, so no CSP hash) that carries the texts to the app. */
export const TERMS_DATA_ID = 'sabil-terms';
/** What the app fetches when it reaches /terms without a full page load. */
export const TERMS_PATH = '/site-terms.json';
/** The default body's opening tag, as React renders it: serve.mjs replaces that element when a text is configured. */
export const DEFAULT_TERMS_PATTERN = /<div class="terms__body" data-terms="default">[\s\S]*?<\/div>/;

import { textBlocks } from '../../lib/text-blocks.mjs';

/** The terms text's blocks (src/lib/text-blocks.mjs, shared with the zakat policy). */
export const termsBlocks = textBlocks;

/** Text escaped exactly as React escapes it, so that the server's markup and React's are the same. */
function escapeText(value) {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}

/** The class each block takes (terms.css); React's TermsBody uses the same. */
export const TERMS_CLASSES = { 2: 'terms__title', 3: 'terms__subtitle', paragraph: 'terms__paragraph' };

/**
 * The configured body as HTML, the same markup React renders for it (terms-page.tsx's TermsBody):
 * `<div class="terms__body" data-terms="custom">` with the headings and paragraphs, every text escaped.
 * @param {ReturnType<typeof termsBlocks>} blocks
 */
export function termsMarkup(blocks) {
  const inner = blocks
    .map((block) =>
      block.kind === 'heading'
        ? `<h${block.level} class="${TERMS_CLASSES[block.level]}">${escapeText(block.text)}</h${block.level}>`
        : `<p class="${TERMS_CLASSES.paragraph}">${escapeText(block.text)}</p>`,
    )
    .join('');
  return `<div class="terms__body" data-terms="custom">${inner}</div>`;
}

/** The page's JSON data block with the configured texts by language (`<` escaped: nothing can close the element). */
export function termsDataBlock(texts) {
  return `<script type="application/json" id="${TERMS_DATA_ID}">${JSON.stringify(texts).replaceAll('<', '\\u003c')}</script>`;
}
