import { Pill, TagsInput, type TagsInputProps } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const KEYWORD_MAX_LENGTH = 60;

/** Splits on spaces, commas and semicolons (the wire separator), drops blanks and duplicates, cuts each to 60 characters. */
export function normalizeKeywords(input: readonly string[], maxLength = KEYWORD_MAX_LENGTH): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const chunk of input) {
    for (const word of chunk.split(/[\s,;]+/)) {
      const keyword = word.trim().slice(0, maxLength);
      const folded = keyword.toLocaleLowerCase();
      if (!keyword || seen.has(folded)) continue;
      seen.add(folded);
      result.push(keyword);
    }
  }
  return result;
}

interface KeywordsInputProps extends Omit<TagsInputProps, 'value' | 'onChange' | 'defaultValue' | 'data'> {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Longest keyword; longer ones are cut. @default 60 */
  maxKeywordLength?: number;
}

/** Keyword tags: a keyword is added on Enter, comma, Tab or space (and on leaving the field); Backspace removes the last one. */
export function KeywordsInput({
  value,
  onChange,
  maxKeywordLength = KEYWORD_MAX_LENGTH,
  onKeyDown,
  description,
  ...props
}: KeywordsInputProps) {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const tags = value ?? [];
  const commit = (next: string[]) => onChange?.(normalizeKeywords(next, maxKeywordLength));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // TagsInput handles Enter and its split characters itself; Tab is ours, and only when there is text to add.
    if (event.key === 'Tab' && !event.shiftKey && search.trim()) {
      event.preventDefault();
      commit([...tags, search]);
      setSearch('');
    }
  };

  return (
    <TagsInput
      value={tags}
      onChange={commit}
      searchValue={search}
      onSearchChange={(next) => setSearch(next.slice(0, maxKeywordLength * 4))}
      splitChars={[',', ' ', ';']}
      onKeyDown={handleKeyDown}
      description={description ?? t('keywords.hint', { max: maxKeywordLength })}
      placeholder={tags.length ? undefined : t('keywords.placeholder')}
      clearable
      clearButtonProps={{ 'aria-label': t('keywords.clear') }}
      renderPill={({ value: keyword, onRemove, disabled }) => (
        <Pill
          withRemoveButton={!disabled && !props.readOnly}
          onRemove={onRemove}
          disabled={disabled}
          removeButtonProps={{ 'aria-hidden': false, 'aria-label': t('keywords.remove', { keyword }) }}
        >
          {keyword}
        </Pill>
      )}
      {...props}
    />
  );
}
