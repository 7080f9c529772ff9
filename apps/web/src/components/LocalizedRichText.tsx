import type { ContentLanguage } from '@portal/contracts/common/content-languages';
import { interfaceLanguageByCode } from '@portal/contracts/codes/interface-languages';
import { Stack } from '@mantine/core';
import { hasRichText } from '../lib/rich-text-html.ts';
import { ContentLanguageMark } from './ContentLanguageMark.tsx';
import { RichTextView } from './ui/RichTextView.tsx';

/**
 * Stored rich text in the language it is written in (the answer's textLanguages), marked when that
 * is not the reader's: a speaker's biography, a partner's description. Nothing when it is empty.
 */
export function LocalizedRichText({
  html,
  language,
  testId,
}: {
  html: string | null | undefined;
  language: ContentLanguage;
  testId?: string;
}) {
  if (!hasRichText(html)) return null;
  return (
    <Stack gap={4} lang={interfaceLanguageByCode(language).htmlLang} data-testid={testId}>
      <ContentLanguageMark language={language} />
      <RichTextView html={html} />
    </Stack>
  );
}
