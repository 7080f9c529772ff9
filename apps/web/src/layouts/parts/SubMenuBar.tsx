import { Button, Group, Menu } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActive } from '../../navigation/active-section.ts';
import type { VisibleMenuItem } from '../../navigation/menu-types.ts';
import { menuBadge } from './menu-badge.tsx';
import type { MenuBadges } from './useMenuBadges.ts';
import { fittingCount, MORE_BUTTON_WIDTH } from './sub-menu-fit.ts';

const label = (t: (key: string) => string, item: VisibleMenuItem) => `${t(`menu:${item.key}`)}${item.missing ? ' *' : ''}`;

/**
 * The sub-menu of the active section in the top bar; entries with children open a dropdown.
 * Entries that do not fit beside the logo and the header buttons go into a "More" menu instead
 * of being squeezed (a multinational company has nine sections, and Serbian names are longer):
 * the bar renders every entry once to measure them before the first paint, then as many as fit.
 */
export function SubMenuBar({ items, badges = {} }: { items: VisibleMenuItem[]; badges?: MenuBadges }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { ref, width } = useElementSize();
  const nav = useRef<HTMLElement>(null);
  const navRef = useMergedRef(ref, nav);
  const row = useRef<HTMLDivElement>(null);
  const [widths, setWidths] = useState<number[] | null>(null);
  // The bar's width at measuring time, until the resize observer reports its first size.
  const [firstWidth, setFirstWidth] = useState(0);
  const measureKey = `${i18n.language}|${items.map((i) => `${i.key}${i.missing ? '*' : ''}`).join(',')}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: measure again when the entries or their language change
  useLayoutEffect(() => setWidths(null), [measureKey]);
  useLayoutEffect(() => {
    if (widths || !row.current) return;
    setFirstWidth(nav.current?.clientWidth ?? 0);
    setWidths([...row.current.children].map((child) => (child as HTMLElement).offsetWidth));
  }, [widths]);

  if (!items.length) return null;
  const shown = widths ? fittingCount(widths, width || firstWidth, MORE_BUTTON_WIDTH) : items.length;
  const rest = items.slice(shown);

  return (
    <Group
      ref={navRef}
      component="nav"
      aria-label={t('menu:section_menu')}
      wrap="nowrap"
      style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
    >
      <Group ref={row} gap={4} wrap="nowrap" style={widths ? undefined : { visibility: 'hidden' }}>
        {items.slice(0, shown).map((item) => (
          <SubMenuEntry key={item.key} item={item} active={isActive(item, pathname, items)} badges={badges} />
        ))}
        {widths && rest.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant={rest.some((i) => isActive(i, pathname, items)) ? 'light' : 'subtle'}
                color="gray"
                size="compact-sm"
                rightSection={<IconDots size={14} aria-hidden />}
                style={{ flexShrink: 0 }}
              >
                {t('menu:more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {rest.map((item) =>
                item.children.length ? (
                  <Fragment key={item.key}>
                    <Menu.Label>{label(t, item)}</Menu.Label>
                    {item.children.map((c) => (
                      <Menu.Item key={c.key} component={Link} to={c.path} c={c.missing ? 'red.7' : undefined}>
                        {label(t, c)}
                      </Menu.Item>
                    ))}
                  </Fragment>
                ) : (
                  <Menu.Item key={item.key} component={Link} to={item.path} c={item.missing ? 'red.7' : undefined}>
                    {label(t, item)}
                  </Menu.Item>
                ),
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}

function SubMenuEntry({ item, active, badges }: { item: VisibleMenuItem; active: boolean; badges: MenuBadges }) {
  const { t } = useTranslation();
  const props = {
    variant: active ? 'light' : 'subtle',
    color: active ? 'brand' : 'gray',
    size: 'compact-sm',
    style: { flexShrink: 0 },
  } as const;
  if (!item.children.length) {
    return (
      <Button
        {...props}
        component={Link}
        to={item.path}
        c={item.missing ? 'red.7' : undefined}
        rightSection={menuBadge(badges, item.key, t)}
      >
        {label(t, item)}
      </Button>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button {...props} rightSection={<IconChevronDown size={14} />}>
          {label(t, item)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {item.children.map((c) => (
          <Menu.Item key={c.key} component={Link} to={c.path} c={c.missing ? 'red.7' : undefined}>
            {label(t, c)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
