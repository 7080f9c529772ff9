import type { CurrentUser } from '@portal/contracts/accounts/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookie, EVENT_COOKIE, readCookie } from '../session/cookies.ts';
import { pendingEventLink } from '../session/event-link.ts';
import { eventRedirect } from './event-redirects.ts';

vi.mock('../api/toasts.tsx', () => ({ toastError: vi.fn() }));

const attendee = {
  id: 10,
  fkRoleId: 3,
  fkCompanyId: 5,
  companyModules: [1, 2],
  functionAliases: ['company_admin_function'],
} as CurrentUser;

const surveyLink = (eventId: string) => new URL(`http://portal.test/answer-survey?eventId=${eventId}`);

describe('the mailed survey link /answer-survey (spec-1 section 4)', () => {
  afterEach(() => {
    clearCookie(EVENT_COOKIE);
  });

  it('sends a visitor to sign in first, keeping the survey for after it', async () => {
    expect(await eventRedirect(surveyLink('7'), null)).toBe('/');
    expect(pendingEventLink(readCookie(EVENT_COOKIE))).toBe('/answer-survey?eventId=7');
  });

  it('opens the feedback form of the event for a signed-in attendee', async () => {
    expect(await eventRedirect(surveyLink('7'), attendee)).toBe('/event-management/my-events/feedback-formular/7');
  });

  it('leaves chamber administrators and companies without event management on the dashboard', async () => {
    expect(await eventRedirect(surveyLink('7'), { ...attendee, fkRoleId: 2, fkCompanyId: null, companyModules: [] })).toBe('/dashboard');
    expect(await eventRedirect(surveyLink('7'), { ...attendee, companyModules: [1] })).toBe('/dashboard');
  });

  it('ignores a link without an event id', async () => {
    expect(await eventRedirect(surveyLink('x'), attendee)).toBe('/dashboard');
  });
});
