import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActive } from '../../navigation/active-section.ts';
import type { VisibleMenuItem } from '../../navigation/menu-types.ts';
import { menuBadge } from './menu-badge.tsx';
import type { MenuBadges } from './useMenuBadges.ts';

/** The sub-menu of the active section in the top bar; entries with children open a dropdown. */
export function SubMenuBar({ items, badges = {} }: { items: VisibleMenuItem[]; badges?: MenuBadges }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!items.length) return null;
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('menu:section_menu')} style={{ overflowX: 'auto' }}>
      {items.map((item) => {
        const active = isActive(item, pathname);
        const props = { variant: active ? 'light' : 'subtle', color: active ? 'brand' : 'gray', size: 'compact-sm' } as const;
        if (!item.children.length) {
          return (
            <Button
              key={item.key}
              {...props}
              component={Link}
              to={item.path}
              c={item.missing ? 'red.7' : undefined}
              rightSection={menuBadge(badges, item.key, t)}
            >
              {t(`menu:${item.key}`)}
              {item.missing ? ' *' : ''}
            </Button>
          );
        }
        return (
          <Menu key={item.key} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button {...props} rightSection={<IconChevronDown size={14} />}>
                {t(`menu:${item.key}`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {item.children.map((c) => (
                <Menu.Item key={c.key} component={Link} to={c.path} c={c.missing ? 'red.7' : undefined}>
                  {t(`menu:${c.key}`)}
                  {c.missing ? ' *' : ''}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
