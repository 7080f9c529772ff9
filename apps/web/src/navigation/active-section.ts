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

/** Whether the menu entry's page is the current one or one of its sub-pages. */
export function isActive(item: VisibleMenuItem, pathname: string): boolean {
  const base = sectionBase(item);
  if (base === '/') return pathname === item.path.split('?')[0];
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The top-level entry whose section holds this page. */
export function activeSection(menu: VisibleMenuItem[], pathname: string): VisibleMenuItem | undefined {
  return menu.find((item) => item.children.length > 0 && isActive(item, pathname));
}
