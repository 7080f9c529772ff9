import { companyProfilePath } from '@portal/contracts/common/portal-links';
import type { Attendee } from '@portal/contracts/events/invitations';
import { ActionIcon, Anchor, Avatar, Badge, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconBan, IconBellRinging, IconCircleCheck, IconDots, IconTrash, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactLinks } from '../../../components/ui/ContactLinks.tsx';
import { formatDate } from '../../../i18n/dates.ts';
import type { Choice } from '../../../lib/codes/code-queries.ts';
import { attendeeAvatar, attendeeName, attendeeStatus, hasPersonName, statusColor } from './attendee-format.ts';
import { type AttendeeAction, availableActions } from './useAttendeeActions.ts';

/** Avatar, name and the contacts the reader may see under it (organisers: the invited e-mail). */
export function AttendeeIdentity({ a, withEmail = true }: { a: Attendee; withEmail?: boolean }) {
  const name = attendeeName(a);
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={attendeeAvatar(a)} name={name} color="initials" radius="xl" size={40} alt="" />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="attendee-name">
          {name}
        </Text>
        {withEmail && hasPersonName(a) && <ContactLinks email={a.email} phones={a.phone ? [a.phone] : []} size="xs" />}
      </div>
    </Group>
  );
}

/** The company linking to its profile, with the country under it. */
export function AttendeeCompany({ a }: { a: Attendee }) {
  if (!a.companyName && !a.countryName) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <div style={{ minWidth: 0 }}>
      {a.companyName &&
        (a.fkCompanyId ? (
          <Anchor component={Link} to={companyProfilePath(a.fkCompanyId)} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {a.companyName}
          </Anchor>
        ) : (
          <Text size="sm">{a.companyName}</Text>
        ))}
      {a.countryName && (
        <Text size="xs" c="dimmed">
          {a.countryName}
        </Text>
      )}
    </div>
  );
}

export function StatusBadge({ a }: { a: Attendee }) {
  const { t } = useTranslation('event-attendees');
  const status = attendeeStatus(a);
  return (
    <Badge color={statusColor[status]} variant="light" tt="none" fw={600} data-testid="attendee-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

interface TypeSelectProps {
  a: Attendee;
  choices: Choice[];
  onChange: (typeId: number | null) => void;
  saving: boolean;
}

/** The attendee type (code type 1), changed in place. */
export function AttendeeTypeSelect({ a, choices, onChange, saving }: TypeSelectProps) {
  const { t } = useTranslation('event-attendees');
  return (
    <Select
      size="xs"
      data={choices}
      value={a.fkAttendeeTypeId ? String(a.fkAttendeeTypeId) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      placeholder={t('type_none')}
      aria-label={t('type_of', { name: attendeeName(a) })}
      clearable
      allowDeselect={false}
      disabled={saving}
      w={160}
      comboboxProps={{ withinPortal: true }}
      data-testid="attendee-type"
    />
  );
}

const actionIcons: Record<AttendeeAction, typeof IconBan> = {
  remind: IconBellRinging,
  block: IconBan,
  unblock: IconUserCheck,
  remove: IconTrash,
};

/** The row's menu of actions, named after the person for screen readers. */
export function AttendeeMenu({ a, onAction, busy }: { a: Attendee; onAction: (action: AttendeeAction) => void; busy: boolean }) {
  const { t } = useTranslation('event-attendees');
  const actions = availableActions(a);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={36} loading={busy} aria-label={t('actions.menu', { name: attendeeName(a) })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = actionIcons[action];
          return (
            <Menu.Item
              key={action}
              color={action === 'remove' || action === 'block' ? 'red' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A date as DD.MM.YYYY. (with a tick for an acceptance), or a dash. */
function DateCell({ value, accepted }: { value: string | null; accepted?: boolean }) {
  const text = formatDate(value);
  if (!text) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {accepted && <IconCircleCheck size={14} color="var(--mantine-color-teal-6)" aria-hidden />}
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Group>
  );
}

/** Invited, accepted and reminded as one compact column: the dates that exist, each labelled. */
export function AttendeeDates({ a }: { a: Attendee }) {
  const { t } = useTranslation('event-attendees');
  const rows = [
    { key: 'invited', value: a.invitedOn, accepted: false },
    { key: 'accepted', value: a.acceptedOn, accepted: true },
    { key: 'reminder', value: a.reminderSentOn, accepted: false },
  ].filter((r) => r.value);
  return (
    <Stack gap={2}>
      {rows.map((r) => (
        <Group key={r.key} gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" w={100} style={{ flexShrink: 0 }}>
            {t(`columns.${r.key}`)}
          </Text>
          <DateCell value={r.value} accepted={r.accepted} />
        </Group>
      ))}
    </Stack>
  );
}
