import type { CurrentUser } from '@portal/contracts/accounts/session';
import { screens } from '../../../apps/web/src/app/route-table.ts';
import type { ScreenRoute } from '../../../apps/web/src/app/route-types.ts';
import { accessRedirect } from '../../../apps/web/src/session/redirects.ts';
import { DEMO_COMPANY_ID, DEMO_ROLES, type DemoRole, type GuardFacts } from './demo-roles.ts';

/** Ids of the demo data that paths need, looked up once per worker. */
export interface DemoIds {
  event: number;
  feed: number;
  /** A session of the demo forum. */
  schedule: number;
  /** A form's new record (/form/0). */
  newRecord: 0;
  /** A question of the demo chamber's bank. */
  question: number;
  /** A registered attendee of the demo forum (company.rs@): their feedback details. */
  attendee: number;
}

/** Screens whose required {id} is a record of the demo data; a new screen with one adds its line. */
const REQUIRED_IDS: Record<string, keyof DemoIds> = {
  '/admin-center/feeds/form/{id}': 'feed',
  '/event-management/chamber-events/details/{eventId?}/hall/form/{id}': 'newRecord',
  '/event-management/chamber-events/details/{eventId?}/schedule/interested-users/{scheduleId}': 'schedule',
  '/event-management/chamber-events/details/{eventId?}/schedule/timeline/{scheduleId}': 'schedule',
  '/event-management/chamber-events/details/{eventId?}/schedule/timeline/{scheduleId}/grid': 'schedule',
  '/event-management/chamber-events/details/{eventId?}/schedule/timeline/{scheduleId}/scheduler': 'schedule',
  '/event-management/templates/form/{id}': 'newRecord',
  '/event-management/followup/details/{id}': 'question',
  '/event-management/followup/form/{id}': 'newRecord',
  '/event-management/chamber-events/details/{eventId?}/feedback/details/{id}': 'attendee',
  // Optional in the route, but the form of an event is the screen to look at.
  '/event-management/my-events/feedback-formular/{id?}': 'event',
};

/**
 * Screens of one conversation: only its members open it (anyone else is sent to 404), so no one
 * demo id serves every role. The messages journeys look at them (screenshots with the axe,
 * overflow and landmark checks in eng and sr at both widths).
 */
const MEMBERS_ONLY = new Set([
  '/message-center/message-center-new/{id}',
  '/message-center/message-center-new/conversations/{id}',
  '/message-center/message-center-new/deleted/{id}',
  '/message-center/message-center-new/spam/{id}',
]);

/** Pages that only send the visitor on to another screen of the table, toured there. */
const FORWARDING_PAGES: ReadonlySet<ScreenRoute['page']> = new Set(['eventManagement', 'messageCenter', 'answerSurvey']);

/** Query strings a screen needs to show itself instead of redirecting (its loader's rule). */
const QUERIES: Partial<Record<ScreenRoute['page'], string>> = {
  // Without ?token= the route redirects; an unknown token shows the page's invalid-invitation state.
  joinEvent: '?token=tour',
};

/** Whether screenPath can fill every parameter of the screen's path. */
const hasDemoIds = (screen: ScreenRoute) =>
  [...screen.spec.matchAll(/\{(\w+)\}/g)].every(([, name]) => name === 'eventId' || name === 'companyId' || screen.spec in REQUIRED_IDS);

/**
 * The address of a screen for a role: the company is the role's own (administrators open the demo
 * company's), the event is the demo forum, other optional ids are left out (the new record's form).
 */
export function screenPath(screen: ScreenRoute, facts: GuardFacts | null, ids: DemoIds): string {
  const path = screen.spec.replace(/\/\{(\w+)(\?)?\}/g, (_, name: string, optional?: string) => {
    if (name === 'companyId') return `/${facts?.fkCompanyId ?? DEMO_COMPANY_ID}`;
    if (name === 'eventId') return `/${ids.event}`;
    const key = REQUIRED_IDS[screen.spec];
    if (optional && !key) return '';
    if (!key) throw new Error(`${screen.spec}: add its {${name}} to REQUIRED_IDS`);
    return `/${ids[key]}`;
  });
  return path + (QUERIES[screen.page] ?? '');
}

/** The guards read only these fields of the signed-in user. */
const asUser = (facts: GuardFacts | null) => facts as CurrentUser | null;

/** Whether the route table's guards let this user open the screen at this address. */
export const mayOpen = (screen: ScreenRoute, facts: GuardFacts | null, path: string) =>
  accessRedirect(screen.access, asUser(facts), path.split('?')[0]) === null;

export interface TourStop {
  screen: ScreenRoute;
  role: DemoRole;
  /** A file-name-safe name of the route: /company/{companyId?}/profile is company_companyId_profile. */
  route: string;
}

const routeName = (spec: string) => spec.replace(/[{}?]/g, '').split('/').filter(Boolean).join('_') || 'home';

/** Placeholder ids: which roles may open a screen does not depend on them. */
const PLAN_IDS: DemoIds = { event: 1, feed: 1, schedule: 1, newRecord: 0, question: 1, attendee: 1 };

const opensFor = (role: DemoRole, screen: ScreenRoute) => mayOpen(screen, role.facts, screenPath(screen, role.facts, PLAN_IDS));

/** Screens whose content differs by role everywhere: every role that opens them sees them. */
const PER_ROLE_SCREENS = new Set(['/dashboard']);

/** Whether a company member (company administrator or employee) opens the screen too. */
const companyMemberOpens = (screen: ScreenRoute) => DEMO_ROLES.some((role) => role.facts?.fkCompanyId != null && opensFor(role, screen));

const stopsOf = (role: DemoRole, list: readonly ScreenRoute[]) =>
  list
    .filter((screen) => (screen.access.kind === 'member' ? true : role.opensPublicScreens))
    .filter((screen) => opensFor(role, screen))
    .filter((screen) => !role.leavesMemberScreensToChamberAdmin || PER_ROLE_SCREENS.has(screen.spec) || !companyMemberOpens(screen))
    .map((screen) => ({ screen, role, route: routeName(screen.spec) }));

/**
 * Every delivered screen of the route table: the screens for members as every demo role their
 * guards let in (the platform administrator only where no company member goes:
 * DemoRole.leavesMemberScreensToChamberAdmin), the others as a visitor and as the registered user
 * (DemoRole.opensPublicScreens);
 * and for each role the first "not available yet" placeholder it may open: the placeholders share
 * one page, so one of them stands for all.
 */
export const tourStops: readonly TourStop[] = DEMO_ROLES.flatMap((role) => [
  ...stopsOf(
    role,
    screens.filter((s) => s.page !== 'notAvailable' && !FORWARDING_PAGES.has(s.page) && !MEMBERS_ONLY.has(s.spec)),
  ),
  ...stopsOf(
    role,
    screens.filter((s) => s.page === 'notAvailable' && hasDemoIds(s)),
  ).slice(0, 1),
]);
