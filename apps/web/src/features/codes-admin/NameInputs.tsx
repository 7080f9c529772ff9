import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import type { Language } from '@portal/contracts/codes/languages';
import { useTranslation } from 'react-i18next';

/** An entry's name in every language side by side (English required); `inputProps` binds `names.{i}.name` of the form. */
export function NameInputs({
  languages,
  inputProps,
}: {
  languages: readonly Language[];
  inputProps: (path: `names.${number}.name`) => GetInputPropsReturnType;
}) {
  const { t } = useTranslation('codes-admin');
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(languages.length, 3) }}>
      {languages.map((language, index) => (
        <TextInput
          key={language.pkLanguageId}
          label={t('fields.name_in', { language: language.name })}
          data-testid={`name-${language.code}`}
          {...inputProps(`names.${index}.name`)}
          withAsterisk={language.pkLanguageId === DEFAULT_LANGUAGE_ID}
        />
      ))}
    </SimpleGrid>
  );
}
