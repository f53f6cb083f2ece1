// A configured page text's blocks (issue 28's terms, issue 31's zakat policy): plain JavaScript,
// shared by web/serve.mjs and the app, so that both always draw the same markup. Only paragraphs and
// headings: no HTML, links, lists or emphasis — everything else is shown as the text it is.

/**
 * A text's blocks: paragraphs split at blank lines (a paragraph's lines join with a space, as in
 * Markdown); a line starting with 1–6 `#` and a space is a heading (`#`, `##` → level 2; deeper → 3).
 * @param {string} text
 * @returns {Array<{ kind: 'heading', level: 2 | 3, text: string } | { kind: 'paragraph', text: string }>}
 */
export function textBlocks(text) {
  const blocks = [];
  let lines = [];
  const flush = () => {
    const joined = lines.join(' ').replace(/\s+/g, ' ').trim();
    if (joined) blocks.push({ kind: 'paragraph', text: joined });
    lines = [];
  };
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      flush();
      const words = heading[2].replace(/\s+/g, ' ').trim();
      if (words) blocks.push({ kind: 'heading', level: heading[1].length <= 2 ? 2 : 3, text: words });
    } else if (line.trim() === '') {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  return blocks;
}

