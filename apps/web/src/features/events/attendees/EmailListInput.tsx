import { Group, List, Pill, Stack, TagsInput, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../components/form/FieldMessage.tsx';
import { type EmailEntry, parseEmailEntries } from './email-list.ts';

interface EmailListInputProps {
  value: EmailEntry[];
  onChange: (entries: EmailEntry[]) => void;
  label: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
}

const invalidPill = { backgroundColor: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-9)' };

/**
 * E-mail addresses as tags: typed ones are added on Enter, comma, semicolon or space; a pasted list
 * (one a line, or separated by commas, semicolons or spaces) becomes one tag per address. Each is
 * checked with the contract's rule; refused ones stay in red with the reason, so they can be fixed.
 */
export function EmailListInput({ value, onChange, label, error, withAsterisk, disabled }: EmailListInputProps) {
  const { t } = useTranslation('event-attendees');
  const message = useFieldMessage();
  const [search, setSearch] = useState('');
  // Mantine splits a paste on its split characters before we see it, which tears "Ana Petrović <ana@firma.rs>"
  // apart: keep the pasted text whole and parse it ourselves.
  const pasted = useRef<string | null>(null);
  const byValue = new Map(value.map((e) => [e.value, e]));
  const change = (next: string[]) => {
    const text = pasted.current;
    pasted.current = null;
    onChange(parseEmailEntries(text === null ? next : [...value.map((e) => e.value), text]));
  };
  const invalid = value.filter((e) => e.issue);
  const validCount = value.length - invalid.length;

  return (
    <Stack gap={6}>
      <TagsInput
        label={label}
        description={t('invite.emails_hint')}
        placeholder={value.length ? undefined : t('invite.emails_placeholder')}
        value={value.map((e) => e.value)}
        onChange={change}
        searchValue={search}
        onSearchChange={setSearch}
        onPaste={(event) => {
          pasted.current = `${search} ${event.clipboardData.getData('text/plain')}`;
        }}
        splitChars={[',', ' ', ';']}
        acceptValueOnBlur
        clearable
        clearButtonProps={{ 'aria-label': t('invite.emails_clear') }}
        error={error}
        withAsterisk={withAsterisk}
        disabled={disabled}
        // A roomy field says "paste a whole list here".
        styles={{ input: { minHeight: 88, alignItems: 'flex-start', paddingTop: 6 } }}
        data-testid="invite-emails"
        renderPill={({ value: address, onRemove }) => {
          const entry = address ? byValue.get(address) : undefined;
          const reason = entry?.issue ? message(entry.issue) : null;
          const pill = (
            <Pill
              withRemoveButton={!disabled}
              onRemove={onRemove}
              style={reason ? invalidPill : undefined}
              data-invalid={reason ? true : undefined}
              removeButtonProps={{ 'aria-hidden': false, 'aria-label': t('invite.email_remove', { email: address }) }}
            >
              {address}
            </Pill>
          );
          return reason ? (
            <Tooltip label={reason} withArrow>
              {pill}
            </Tooltip>
          ) : (
            pill
          );
        }}
      />
      {value.length > 0 && (
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="invite-emails-count">
          {t('invite.emails_valid', { count: validCount })}
        </Text>
      )}
      {invalid.length > 0 && (
        <Stack gap={4} role="alert" data-testid="invalid-emails">
          <Group gap={6} c="red.8" wrap="nowrap">
            <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600}>
              {t('invite.emails_invalid', { count: invalid.length })}
            </Text>
          </Group>
          <List size="sm" c="red.8" spacing={2} withPadding>
            {invalid.map((e) => (
              <List.Item key={e.value} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {e.value}
                </Text>
                {`: ${message(e.issue!)}`}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
