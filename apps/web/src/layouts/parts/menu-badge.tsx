import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { UnreadBadge } from '../../components/ui/UnreadBadge.tsx';
import type { MenuBadges } from './useMenuBadges.ts';

/**
 * The unread count beside a menu entry, or nothing at all: an empty section would still take its
 * room and cut the labels of a full top bar.
 */
export function menuBadge(badges: MenuBadges, key: string, t: TFunction): ReactNode {
  const count = badges[key];
  return count ? <UnreadBadge count={count} label={t('menu:unread', { count })} testId={`menu-badge-${key}`} /> : undefined;
}
