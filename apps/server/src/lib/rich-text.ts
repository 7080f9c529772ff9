import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the editor is stored as HTML limited to what the editor produces
 * (paragraphs, emphasis, lists, headings, links); anything else is dropped, links get
 * rel=noopener and open in a new tab. Empty markup becomes null.
 */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  }).trim();
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() ? clean : null;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Sanitised rich text as plain text (a mail's text part): blocks and line breaks become new lines. */
export function richTextToPlain(html: string): string {
  const marked = html.replace(/<br\s*\/?>|<\/li>/gi, '\n').replace(/<\/(p|h[1-6]|blockquote|ul|ol)>/gi, '\n\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (entities[name.toLowerCase()] ?? whole),
    )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
