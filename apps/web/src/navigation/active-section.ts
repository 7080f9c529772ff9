import type { VisibleMenuItem } from './menu-types.ts';

const segments = (path: string) => path.split('?')[0].split('/').filter(Boolean);

/** The longest path prefix shared by an entry and its children: the section it stands for. */
function sectionBase(item: VisibleMenuItem): string {
  let common = segments(item.path);
  for (const child of item.children) {
    const s = segments(child.path);
    let i = 0;
    while (i < common.length && i < s.length && common[i] === s[i]) i++;
    common = common.slice(0, i);
  }
  return `/${common.join('/')}`;
}

/**
 * Whether the menu entry's page is the current one or one of its sub-pages, and no sibling entry
 * holds the page more closely: the admin centre's Overview (/admin-center) is not lit on
 * /admin-center/logs, where Logs is.
 */
export function isActive(item: VisibleMenuItem, pathname: string, siblings: readonly VisibleMenuItem[] = []): boolean {
  const base = sectionBase(item);
  const holds = base === '/' ? pathname === item.path.split('?')[0] : pathname === base || pathname.startsWith(`${base}/`);
  return holds && !siblings.some((other) => other !== item && sectionBase(other).length > base.length && isActive(other, pathname));
}

/** The top-level entry whose section holds this page. */
export function activeSection(menu: VisibleMenuItem[], pathname: string): VisibleMenuItem | undefined {
  return menu.find((item) => item.children.length > 0 && isActive(item, pathname));
}
