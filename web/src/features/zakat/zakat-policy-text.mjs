// The charity's own zakat policy (issue 31): a Markdown or plain-text file per language
// (ZAKAT_POLICY_FILE_EN, ZAKAT_POLICY_FILE_AR, ZAKAT_POLICY_FILE_UR), read by web/serve.mjs at start
// and shown on /zakat instead of the built-in default — the same mechanism as the terms (issue 28).
// Plain JavaScript, shared by serve.mjs (which writes the pre-rendered page's body from it) and the
// app (which renders the same blocks when it hydrates or navigates there).
import { textBlocks } from '../../lib/text-blocks.mjs';

/** The id of the page's JSON data block (never executed, so no CSP hash) that carries the texts to the app. */
export const ZAKAT_POLICY_DATA_ID = 'sabil-zakat-policy';
/** What the app fetches when it reaches /zakat without a full page load. */
export const ZAKAT_POLICY_PATH = '/zakat-policy.json';
/** The default body's element, as React renders it: serve.mjs replaces that element when a text is configured. */
export const DEFAULT_ZAKAT_POLICY_PATTERN = /<div class="zakat-policy__body" data-policy="default">[\s\S]*?<\/div>/;

/** The class each block takes (zakat.css); React's ConfiguredPolicy uses the same. */
export const ZAKAT_POLICY_CLASSES = { 2: 'zakat-policy__title', 3: 'zakat-policy__subtitle', paragraph: 'zakat-policy__paragraph' };

/** The policy text's blocks. */
export const zakatPolicyBlocks = textBlocks;

/** Text escaped exactly as React escapes it, so that the server's markup and React's are the same. */
function escapeText(value) {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}

/**
 * The configured body as HTML, the same markup React renders for it (zakat-policy-page.tsx's ConfiguredPolicy).
 * @param {ReturnType<typeof textBlocks>} blocks
 */
export function zakatPolicyMarkup(blocks) {
  const inner = blocks
    .map((block) =>
      block.kind === 'heading'
        ? `<h${block.level} class="${ZAKAT_POLICY_CLASSES[block.level]}">${escapeText(block.text)}</h${block.level}>`
        : `<p class="${ZAKAT_POLICY_CLASSES.paragraph}">${escapeText(block.text)}</p>`,
    )
    .join('');
  return `<div class="zakat-policy__body" data-policy="custom">${inner}</div>`;
}

/** The page's JSON data block with the configured texts by language (`<` escaped: nothing can close the element). */
export function zakatPolicyDataBlock(texts) {
  return `<script type="application/json" id="${ZAKAT_POLICY_DATA_ID}">${JSON.stringify(texts).replaceAll('<', '\\u003c')}</script>`;
}
