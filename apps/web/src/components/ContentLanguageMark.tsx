import type { ContentLanguage } from '@portal/contracts/common/content-languages';
import { interfaceLanguageByCode } from '@portal/contracts/codes/interface-languages';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The small "in English" mark beside a text shown in its event's main language because it is not
 * written in the reader's (the answer's textLanguages); nothing when it is in the reader's.
 */
export function ContentLanguageMark({ language, variant = 'light' }: { language: ContentLanguage; variant?: 'light' | 'white' }) {
  const { t, i18n } = useTranslation('general');
  if (language === i18n.language) return null;
  const l = interfaceLanguageByCode(language);
  return (
    <Badge
      component="span"
      size="xs"
      radius="sm"
      color="gray"
      variant={variant}
      tt="none"
      lang={l.htmlLang}
      data-testid="content-language-mark"
      style={{ verticalAlign: 'middle', flexShrink: 0, alignSelf: 'flex-start' }}
    >
      {t('content_in_language', { language: l.name })}
    </Badge>
  );
}
