import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registeredAttendees } from '../meetings/meetings.test-support.ts';
import { type SurveyWorld, surveyWorld } from './questions.test-support.ts';

/**
 * The resend window holds under concurrent sends because one statement claims each attendee's
 * mailing row (survey-mail.repository.ts): on the PostgreSQL server (TEST_DATABASE_URL, as in
 * .ci/run) the sends below really race; on PGlite they queue.
 */
const SENDS = 100;
const EXTRA_ATTENDEES = 30;
let t0: TestApp;
let cast: Cast;
let w: SurveyWorld;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  w = await surveyWorld(t0.app, cast);
  await registeredAttendees(t0.app, w.eventId, EXTRA_ATTENDEES, cast.companies.companyMe.pkCompanyId);
  await w.openSurvey();
}, 120_000);

describe(`${SENDS} concurrent sends of the survey mail`, () => {
  it('mail and remind each registered attendee exactly once', async () => {
    const organisers = [cast.chamberAdminRs.token, cast.chamberAdminMe.token, cast.platformAdmin.token];
    const answers = await Promise.all(
      Array.from({ length: SENDS }, (_, i) =>
        call(t0.app, 'POST', '/api/Events/send-q-and-f-email-to-event-participants', {
          token: organisers[i % organisers.length],
          body: { fkEventId: w.eventId },
        }),
      ),
    );
    const attendees = EXTRA_ATTENDEES + 3;
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(answers.reduce((n, a) => n + a.json.mailed, 0)).toBe(attendees);
    expect(answers.every((a) => a.json.mailed + a.json.alreadyMailed === attendees)).toBe(true);
    const mails = await t0.db.select({ to: t.mailOutbox.toAddress }).from(t.mailOutbox).where(eq(t.mailOutbox.template, 'event_survey'));
    expect(mails).toHaveLength(attendees);
    expect(new Set(mails.map((m) => m.to)).size).toBe(attendees);
    const notes = await t0.db
      .select({ userId: t.notifications.fkUserId })
      .from(t.notifications)
      .where(and(eq(t.notifications.fkNotificationTypeId, NotificationType.eventQuestionsReminder)));
    expect(notes).toHaveLength(attendees);
    expect(new Set(notes.map((n) => n.userId)).size).toBe(attendees);
  }, 180_000);
});
