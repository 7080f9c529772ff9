import { ActionIcon, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { VisibleMenuItem } from '../../navigation/menu-types.ts';

/** Narrow screens (up to 991.98 px): the section's sub-menu behind a hamburger; closes on route change. */
export function SectionHamburger({ items }: { items: VisibleMenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setOpened(false), [pathname]);
  if (!items.length) return null;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon variant="light" size="lg" aria-label={t('menu:section_menu')} data-testid="section-hamburger">
          <IconMenu2 size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Fragment key={item.key}>
            {item.children.length ? <Menu.Label>{t(`menu:${item.key}`)}</Menu.Label> : null}
            {(item.children.length ? item.children : [item]).map((c) => (
              <Menu.Item key={c.key} component={Link} to={c.path} c={c.missing ? 'red.7' : undefined}>
                {t(`menu:${c.key}`)}
                {c.missing ? ' *' : ''}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
