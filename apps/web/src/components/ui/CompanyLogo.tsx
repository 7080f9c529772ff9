import { Avatar, type AvatarProps } from '@mantine/core';
import { publicFileUrl } from '../../lib/stored-files.ts';

/** A company's logo, or its initials on a tinted square when it has none. */
export function CompanyLogo({ name, logoName, size = 48, ...props }: { name: string; logoName: string | null } & AvatarProps) {
  return (
    <Avatar
      src={logoName ? publicFileUrl(logoName) : null}
      name={name}
      color="initials"
      radius="md"
      size={size}
      alt=""
      styles={{ image: { objectFit: 'contain', background: 'white' } }}
      {...props}
    />
  );
}
