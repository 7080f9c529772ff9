import { Typography } from '@mantine/core';
import { hasRichText, safeRichTextHtml } from '../../lib/rich-text-html.ts';

/** Stored rich text, shown with the editor's tags only. */
export function RichTextView({ html }: { html: string | null | undefined }) {
  if (!hasRichText(html)) return null;
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and again by safeRichTextHtml */}
      <div style={{ fontSize: 'var(--mantine-font-size-sm)' }} dangerouslySetInnerHTML={{ __html: safeRichTextHtml(html) }} />
    </Typography>
  );
}
