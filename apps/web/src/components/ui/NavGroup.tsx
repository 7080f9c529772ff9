import { Group, NavLink, type NavLinkProps } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';

interface Props extends Omit<NavLinkProps, 'opened' | 'onChange' | 'rightSection' | 'disableRightSectionRotation'> {
  /** Open at first, and opened again whenever it turns true (one of its entries became the page). */
  openWhen: boolean;
  /** Beside the chevron while closed (the entries' unread count). */
  closedExtra?: ReactNode;
  children: ReactNode;
  'data-menu-key'?: string;
  'data-missing'?: boolean;
}

/**
 * A group of a navigation menu that shows and hides its entries: a button (Mantine draws an
 * anchor without an address, which keyboards skip and screen readers call a link) that tells its
 * state (aria-expanded).
 */
export function NavGroup({ openWhen, closedExtra, children, ...props }: Props) {
  const [opened, setOpened] = useState(openWhen);
  useEffect(() => {
    if (openWhen) setOpened(true);
  }, [openWhen]);
  return (
    <NavLink
      {...props}
      component="button"
      type="button"
      aria-expanded={opened}
      opened={opened}
      onChange={setOpened}
      rightSection={
        <Group gap={6} wrap="nowrap">
          {!opened && closedExtra}
          <IconChevronRight
            size={14}
            aria-hidden
            style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      }
      disableRightSectionRotation
      style={{ width: '100%', ...(props.style as object) }}
    >
      {children}
    </NavLink>
  );
}
