const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'}]/gi;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(urlPattern)) {
    const url = match[0];
    const at = match.index ?? 0;
    const href = url.toLowerCase().startsWith('www.') ? `https://${url}` : url;
    html += `${escapeHtml(line.slice(last, at))}<a href="${escapeHtml(href)}">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * Pasted text becomes plain paragraphs (all outside formatting dropped) with web addresses as links.
 * One line stays inline so pasting into a sentence does not split it.
 */
export function plainTextToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length === 1) return linkify(lines[0]);
  return lines.map((line) => `<p>${linkify(line)}</p>`).join('');
}
