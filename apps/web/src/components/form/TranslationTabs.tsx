import type { ContentLanguage } from '@portal/contracts/common/content-languages';
import { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';
import { Badge, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The translatable fields' labels in forms.json `translations`, each naming its language. */
export type TranslatedFieldLabel = 'name' | 'place' | 'description' | 'biography' | 'banner_title';

interface Props {
  mainLanguage: ContentLanguage;
  /** Given, the main language is chosen here (an event's); a session follows its event's. */
  onMainLanguageChange?: (code: ContentLanguage) => void;
  /** The other languages whose required text is missing: their tabs are marked. */
  missing: ContentLanguage[];
  /**
   * The inputs of one language's texts; `label` names a field with its language ("Biography –
   * Shqip"), so they are told apart from the main language's fields, by screen readers too.
   */
  children: (code: ContentLanguage, label: (field: TranslatedFieldLabel) => string) => ReactNode;
}

/**
 * The texts of a row in every other interface language, side by side as one tab per language
 * (the main language's are the form's own fields); a tab without the required text is marked
 * "missing": readers of that language see the main language's text, marked as such.
 */
export function TranslationTabs({ mainLanguage, onMainLanguageChange, missing, children }: Props) {
  const { t } = useTranslation('forms');
  const others = INTERFACE_LANGUAGES.filter((l) => l.code !== mainLanguage);
  return (
    <Stack gap="sm" data-testid="translation-tabs">
      {onMainLanguageChange && (
        <Select
          label={t('translations.main_language')}
          description={t('translations.main_language_hint')}
          data={INTERFACE_LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
          value={mainLanguage}
          onChange={(v) => v && onMainLanguageChange(v as ContentLanguage)}
          allowDeselect={false}
          maw={360}
          data-testid="main-language"
        />
      )}
      <Text size="sm" c="dimmed">
        {t('translations.hint')}
      </Text>
      <Tabs defaultValue={others[0]?.code} keepMounted={false}>
        <Tabs.List>
          {others.map((l) => (
            <Tabs.Tab key={l.code} value={l.code} lang={l.htmlLang}>
              <Group gap={6} wrap="nowrap">
                {l.label}
                {missing.includes(l.code) && (
                  <Badge size="xs" color="orange" variant="light" data-testid={`translation-missing-${l.code}`}>
                    {t('translations.missing')}
                  </Badge>
                )}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {others.map((l) => (
          <Tabs.Panel key={l.code} value={l.code} pt="md" lang={l.htmlLang}>
            <Stack gap="md">{children(l.code, (field) => t(`translations.${field}`, { language: l.label }))}</Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
