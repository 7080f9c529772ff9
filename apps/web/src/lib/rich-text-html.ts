/** Tags the rich-text editor produces; anything else is unwrapped (its text kept). */
const ALLOWED = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'A', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'CODE']);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === 3) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  if (DROPPED.has(el.tagName)) return [];
  const children = [...el.childNodes].flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(el.tagName)) return children;
  const out = doc.createElement(el.tagName.toLowerCase());
  if (el.tagName === 'A') {
    const href = el.getAttribute('href') ?? '';
    if (/^(https?:|mailto:)/i.test(href.trim())) {
      out.setAttribute('href', href.trim());
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  for (const c of children) out.appendChild(c);
  return [out];
}

/**
 * The server stores rich text sanitised to the editor's tags; this keeps the same tags again on
 * display (defence in depth) and makes links open in a new tab without access to the portal.
 */
export function safeRichTextHtml(html: string | null | undefined): string {
  if (!html?.trim()) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const box = doc.createElement('div');
  for (const n of [...doc.body.childNodes].flatMap((c) => clean(c, doc))) box.appendChild(n);
  return box.innerHTML;
}

/** Whether rich text has any visible text. */
export function hasRichText(html: string | null | undefined): boolean {
  return (
    !!html &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
