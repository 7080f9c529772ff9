import type { MeetingPerson } from '@portal/contracts/meetings/reservations';
import { Avatar, Group, Text } from '@mantine/core';
import { avatarUrl } from '../../../lib/stored-files.ts';
import { personName } from './meeting-format.ts';

/** A person of a meeting: avatar, name and company under it; `role` says host or guest above the name. */
export function MeetingPersonLine({ person, role, size = 40 }: { person: MeetingPerson; role?: string; size?: number }) {
  const name = personName(person);
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={avatarUrl(person.pkUserId, person.avatarName)} name={name} color="initials" radius="xl" size={size} alt="" />
      <div style={{ minWidth: 0 }}>
        {role && (
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
            {role}
          </Text>
        )}
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} lh={1.3}>
          {name}
        </Text>
        {person.company && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {person.company}
          </Text>
        )}
      </div>
    </Group>
  );
}
