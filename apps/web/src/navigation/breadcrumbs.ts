/** One crumb: `key` is a key of the `breadcrumb` namespace unless `text` is given (an event name). */
interface Crumb {
  key?: string;
  text?: string;
  to?: string;
}

const EVENT_NAME_MAX = 60;

/** Event names are cut at 60 characters plus an ellipsis (spec-1 sections 2 and 9). */
export function cutText(text: string, max = EVENT_NAME_MAX): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export const segmentKey = (segment: string) => segment.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/-/g, '_');

/** The route specs' static segments (a crumb each); parameters ({x}, numbers) are left out. */
export function staticSegments(specs: readonly string[]): Set<string> {
  return new Set(specs.flatMap((spec) => spec.split('/').filter((p) => p && !p.startsWith('{') && !/^\d+$/.test(p))));
}

interface CrumbOptions {
  /** Static segments of the routes; anything else is a parameter. */
  knownSegments: ReadonlySet<string>;
  /** Whether a path is a screen of its own (crumbs link only to those). */
  isScreen: (path: string) => boolean;
  /** The users segment is shown to administrators only. */
  showUsersSegment: boolean;
  eventName?: string;
}

/** "You are here", Dashboard, then the path segments; parameters are left out, the event name put in. */
export function buildBreadcrumbs(pathname: string, options: CrumbOptions): Crumb[] {
  const crumbs: Crumb[] = [{ key: 'dashboard', to: '/dashboard' }];
  const parts = pathname.split('/').filter(Boolean);
  let path = '';
  parts.forEach((part, i) => {
    path += `/${part}`;
    const previous = parts[i - 1];
    if (!options.knownSegments.has(part)) {
      if (previous === 'details' && parts[i - 2] === 'chamber-events' && options.eventName) {
        crumbs.push({ text: cutText(options.eventName), to: options.isScreen(path) ? path : undefined });
      }
      return;
    }
    if (part === 'dashboard') return;
    if (part === 'users' && !options.showUsersSegment) return;
    crumbs.push({ key: segmentKey(part), to: options.isScreen(path) ? path : undefined });
  });
  // The current page is not a link.
  const last = crumbs[crumbs.length - 1];
  if (crumbs.length > 1 && last.to === pathname) last.to = undefined;
  return crumbs;
}
