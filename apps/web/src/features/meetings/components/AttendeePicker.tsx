import { Avatar, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../../lib/stored-files.ts';
import { SEARCH_DELAY_MS } from '../../../lib/useListParams.ts';
import { useAttendees } from '../../events/api/attendee-queries.ts';

interface PickerProps {
  eventId: number;
  meId: number;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  /** Overrides of the field's texts (the meeting request's by default). */
  label?: string;
  description?: string;
  /** People not to offer (already chosen). */
  exclude?: ReadonlySet<number>;
  autoFocus?: boolean;
  testId?: string;
}

/** A registered attendee of the event, searched by name or company; each shown with avatar and company. */
export function AttendeePicker({
  eventId,
  meId,
  value,
  onChange,
  error,
  label,
  description,
  exclude,
  autoFocus = true,
  testId = 'meeting-person',
}: PickerProps) {
  const { t } = useTranslation('meetings');
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [picked, setPicked] = useState<{ value: string; label: string; company: string | null; avatar: string | null } | null>(null);
  // Only those who take part in meetings: a registered attendee whose company has no event management could never answer.
  const attendees = useAttendees({ fkEventId: eventId, pageNum: 1, pageSize: 20, canMeet: true, name: name || null });
  const people = (attendees.data?.attendees ?? [])
    .filter((a) => a.fkUserId && a.fkUserId !== meId && !exclude?.has(a.fkUserId))
    .map((a) => ({
      value: String(a.fkUserId),
      label: `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim() || (a.email ?? ''),
      company: a.companyName,
      avatar: avatarUrl(a.fkUserId ?? 0, a.avatarName),
    }));
  const byValue = new Map(people.map((p) => [p.value, p]));
  if (picked && !byValue.has(picked.value)) byValue.set(picked.value, picked);
  const data = [...byValue.values()].map((p) => ({ value: p.value, label: p.company ? `${p.label} · ${p.company}` : p.label }));
  return (
    <Select
      label={label ?? t('request.person')}
      placeholder={t('request.person_placeholder')}
      description={description ?? t('request.person_help')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={(v) => {
        setPicked(v ? (byValue.get(v) ?? null) : null);
        onChange(v);
      }}
      error={error}
      nothingFoundMessage={attendees.isFetching ? t('request.searching') : t('request.no_people')}
      renderOption={({ option }) => {
        const p = byValue.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={p?.avatar} name={p?.label} color="initials" radius="xl" size={28} alt="" />
            <div style={{ minWidth: 0 }}>
              <Text size="sm">{p?.label}</Text>
              {p?.company && (
                <Text size="xs" c="dimmed">
                  {p.company}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      data-autofocus={autoFocus || undefined}
      data-testid={testId}
    />
  );
}
