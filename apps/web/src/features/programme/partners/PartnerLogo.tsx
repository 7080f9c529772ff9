import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf, publicFileUrl } from '../../../lib/stored-files.ts';

/** A partner's logo, whole (logos are mostly wide: a square crop cut their names), or its initials. */
export function PartnerLogo({ name, logo, ...props }: { name: string; logo: string | null } & AvatarProps) {
  return (
    <Avatar
      src={logo ? publicFileUrl(logo) : null}
      alt=""
      radius="sm"
      styles={{ image: { objectFit: 'contain', background: 'white' } }}
      {...props}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
