import type { MessagePerson } from '@portal/contracts/messages/messages';
import { Avatar, type AvatarProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../../lib/stored-files.ts';
import { personName } from './message-format.ts';

/** A person's picture, or their initials in their own colour. */
export function PersonAvatar({ person, size = 40, ...props }: { person: MessagePerson } & AvatarProps) {
  const { t } = useTranslation('messages');
  const name = personName(person, t);
  return (
    <Avatar
      src={person.pkUserId ? avatarUrl(person.pkUserId, person.avatarName) : null}
      name={name}
      color="initials"
      radius="xl"
      size={size}
      alt=""
      {...props}
    />
  );
}

/** Up to two people's pictures, overlapping (a group conversation). */
export function PeopleAvatars({ people, size = 40 }: { people: readonly MessagePerson[]; size?: number }) {
  if (people.length <= 1) return people[0] ? <PersonAvatar person={people[0]} size={size} /> : <Avatar radius="xl" size={size} alt="" />;
  return (
    <Avatar.Group spacing={size * 0.45}>
      <PersonAvatar person={people[0]} size={size * 0.8} />
      <Avatar radius="xl" size={size * 0.8} color="gray" alt="">
        +{people.length - 1}
      </Avatar>
    </Avatar.Group>
  );
}
