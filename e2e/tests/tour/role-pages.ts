import { test as base, expect, type Page } from '@playwright/test';
import type { CurrentUser } from '@portal/contracts/accounts/session';
import { B2B_SESSION_TYPE_CODE, SCHEDULE_PAGE_SIZE } from '@portal/contracts/schedules/schedules';
import { LANGUAGE_STORAGE_KEY } from '../../../apps/web/src/i18n/languages.ts';
import { adminToken, forumId, signIn, tokenOf } from '../helpers.ts';
import type { DemoRole } from './demo-roles.ts';
import type { DemoIds } from './screen-plan.ts';

export interface RolePage {
  page: Page;
  /** The signed-in user as the server answered it; null for a visitor. */
  user: CurrentUser | null;
}

interface TourFixtures {
  /** A page of this worker per role, signed in once and kept for every screen of that role. */
  rolePage: (role: DemoRole) => Promise<RolePage>;
  demoIds: DemoIds;
}

/**
 * Sessions stay in their browser context: the refresh cookie turns over on every page load and a
 * reused one ends the session, so a saved storage state could not serve two contexts.
 */
export const test = base.extend<object, TourFixtures>({
  rolePage: [
    async ({ browser }, use) => {
      const opened = new Map<string, Promise<RolePage>>();
      const open = async (role: DemoRole): Promise<RolePage> => {
        // Less motion (the portal honours it): screens come to rest at once after a resize or a
        // language switch, which saves the tour a quarter of its processor time.
        const context = await browser.newContext({ reducedMotion: 'reduce' });
        // Every screen starts in English; the tour switches to Serbian inside the page.
        await context.addInitScript((key) => localStorage.setItem(key, 'eng'), LANGUAGE_STORAGE_KEY);
        const page = await context.newPage();
        if (!role.email) return { page, user: null };
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/account/get-current-user') && r.ok());
        await signIn(page, role.email);
        const user = (await (await answer).json()) as CurrentUser;
        await expect(page).toHaveURL(/\/dashboard$/);
        return { page, user };
      };
      await use((role) => {
        if (!opened.has(role.name)) opened.set(role.name, open(role));
        return opened.get(role.name)!;
      });
      for (const p of opened.values()) await (await p).page.context().close();
    },
    { scope: 'worker' },
  ],
  demoIds: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const feeds = await request.get('/api/Feeds/get-all/true');
      expect(feeds.ok()).toBe(true);
      const [feed] = (await feeds.json()).feeds as { pkFeedId: number }[];
      const event = await forumId(request);
      const sessions = await request.post(`/api/Schedule/get-all-schedules-for-event/${event}`, {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
        data: { pageNum: 1, pageSize: SCHEDULE_PAGE_SIZE },
      });
      expect(sessions.ok()).toBe(true);
      // A B2B meetings session: its timeline and grid show the most (meetings, tables, slots).
      const list = (await sessions.json()).list as { pkScheduleId: number; sessionTypeCode: string }[];
      const session = list.find((s) => s.sessionTypeCode === B2B_SESSION_TYPE_CODE) ?? list[0];
      // A question of the demo chamber's bank (demo seed), and the forum's registered company administrator.
      const chamber = { authorization: `Bearer ${await tokenOf(request, 'chamber.rs@market-access.demo')}` };
      const bank = await request.post('/api/Questions/get-questions-for-cif-admin/', {
        headers: chamber,
        data: { pageNum: 1, pageSize: 1 },
      });
      expect(bank.ok(), await bank.text()).toBe(true);
      const [question] = (await bank.json()).questions as { pkQuestionId: number }[];
      const me = await request.get('/api/account/get-current-user', {
        headers: { authorization: `Bearer ${await tokenOf(request, 'company.rs@market-access.demo')}` },
      });
      expect(me.ok()).toBe(true);
      const attendee = ((await me.json()) as CurrentUser).id;
      await use({
        event,
        feed: feed.pkFeedId,
        schedule: session.pkScheduleId,
        newRecord: 0,
        question: question?.pkQuestionId ?? 0,
        attendee,
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});
