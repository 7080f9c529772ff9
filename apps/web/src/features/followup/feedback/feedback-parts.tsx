import type { QuestionTypeValue } from '@portal/contracts/questions/questions';
import { Badge, Group, Pagination, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';
import { QuestionTypeBadge } from '../components/question-type.tsx';

/** A list of the feedback tab searched and paged in place: the typed text, the term to query (debounced), the page. */
export function useSearchPaging() {
  const [value, setValue] = useState('');
  const [term] = useDebouncedValue(value.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  return {
    value,
    term,
    page,
    setPage,
    /** A new search starts at page 1. */
    onSearch: (next: string) => {
      setValue(next);
      setPage(1);
    },
    reset: () => {
      setValue('');
      setPage(1);
    },
  };
}

/** The search box of such a list, named by `label`. */
export function SearchBox({
  value,
  onSearch,
  label,
  ...props
}: { value: string; onSearch: (v: string) => void; label: string } & TextInputProps) {
  return (
    <TextInput
      value={value}
      onChange={(e) => onSearch(e.currentTarget.value)}
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
    />
  );
}

/** The page numbers of such a list, when it has more than one page. */
export function PageNumbers({
  total,
  page,
  onPage,
  size,
}: {
  total: number | undefined;
  page: number;
  onPage: (p: number) => void;
  size?: 'sm';
}) {
  const { t } = useTranslation('event-feedback');
  if ((total ?? 1) <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        size={size}
        total={total ?? 1}
        value={page}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
      />
    </Group>
  );
}

/** A question as a survey lists it: its title, its type and whether it is required. */
export function QuestionSummary({
  title,
  type,
  isRequired,
  extra,
}: {
  title: string;
  type: QuestionTypeValue;
  isRequired: boolean;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation('event-feedback');
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Group gap={6}>
        <QuestionTypeBadge type={type} label={t(`types.${type}`)} size="sm" />
        {isRequired && (
          <Badge size="sm" variant="outline" color="red" radius="sm">
            {t('required')}
          </Badge>
        )}
        {extra}
      </Group>
    </Stack>
  );
}
