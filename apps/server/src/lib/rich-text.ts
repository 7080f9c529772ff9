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
