import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NavGroup } from '../../components/ui/NavGroup.tsx';
import { isActive } from '../../navigation/active-section.ts';
import type { VisibleMenuItem } from '../../navigation/menu-types.ts';
import { MenuIcon } from './menu-icons.tsx';
import { menuBadge } from './menu-badge.tsx';
import type { MenuBadges } from './useMenuBadges.ts';

function Label({ item }: { item: VisibleMenuItem }) {
  const { t } = useTranslation();
  return (
    <Text component="span" size="sm" fw={500} c={item.missing ? 'red.7' : undefined}>
      {t(`menu:${item.key}`)}
      {item.missing && (
        <Text component="span" c="red.7" aria-label={t('menu:missing_required')}>
          {' *'}
        </Text>
      )}
    </Text>
  );
}

function Entry({
  item,
  siblings,
  pathname,
  badges,
  onNavigate,
}: {
  item: VisibleMenuItem;
  /** The entries beside it, one of which may hold the page more closely. */
  siblings: readonly VisibleMenuItem[];
  pathname: string;
  badges: MenuBadges;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const active = isActive(item, pathname, siblings);
  if (!item.children.length) {
    return (
      <NavLink
        component={Link}
        to={item.path}
        label={<Label item={item} />}
        leftSection={item.icon ? <MenuIcon name={item.icon} /> : null}
        rightSection={menuBadge(badges, item.key, t)}
        active={active}
        onClick={onNavigate}
        variant="light"
        data-menu-key={item.key}
        style={{ borderRadius: 8 }}
      />
    );
  }
  return <MenuGroup item={item} pathname={pathname} badges={badges} onNavigate={onNavigate} active={active} />;
}

/**
 * A group of entries ("Event management", "Message center"), with the unread count of its entries
 * beside it while closed, so that it is not hidden until opened.
 */
function MenuGroup({
  item,
  pathname,
  badges,
  onNavigate,
  active,
}: {
  item: VisibleMenuItem;
  pathname: string;
  badges: MenuBadges;
  onNavigate?: () => void;
  active: boolean;
}) {
  const { t } = useTranslation();
  const unread = item.children.reduce((sum, child) => sum + (badges[child.key] ?? 0), 0);
  return (
    <NavGroup
      label={<Label item={item} />}
      leftSection={<MenuIcon name={item.icon} />}
      closedExtra={menuBadge({ [item.key]: unread }, item.key, t)}
      openWhen={active}
      active={active}
      variant="subtle"
      data-menu-key={item.key}
      childrenOffset={28}
      style={{ borderRadius: 8 }}
    >
      {item.children.map((child) => (
        <Entry key={child.key} item={child} siblings={item.children} pathname={pathname} badges={badges} onNavigate={onNavigate} />
      ))}
    </NavGroup>
  );
}

/** The vertical menu of the default and guest layouts, with unread counts beside entries (`badges`). */
export function SideMenu({ items, badges = {}, onNavigate }: { items: VisibleMenuItem[]; badges?: MenuBadges; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="nav" aria-label={t('menu:main_menu')}>
      {items.map((item) => (
        <Entry key={item.key} item={item} siblings={items} pathname={pathname} badges={badges} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
