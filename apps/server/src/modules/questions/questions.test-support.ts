import type { App } from '../../app.ts';
import * as t from '../../db/schema/all.ts';
import { buildInvitation, type Cast, call, person } from '../../../test/factories.ts';
import { meetingForum } from '../meetings/meetings.test-support.ts';

/** Titles of a question or option in both interface languages. */
export const titles = (eng: string, sr = `${eng} (sr)`) => [
  { fkLanguageId: 1, title: eng },
  { fkLanguageId: 2, title: sr },
];

/** A question body: `options` are English titles (Serbian ones derived). */
export const questionBody = (type: string, title: string, options: string[] = [], o: Record<string, unknown> = {}) => ({
  type,
  titles: titles(title),
  options: options.map((x) => ({ titles: titles(x) })),
  ...o,
});

/**
 * The meetings forum (RS organises, ME assists) with a survey world: the RS company administrator
 * registered (the forum's attendee) and an ME attendee, with one accepted meeting between them in
 * the B2B session; a text, a single-choice and a rating question in the RS bank; helpers to call.
 */
export async function surveyWorld(app: App, cast: Cast) {
  const f = await meetingForum(app, cast);
  const db = app.ctx.db;
  const guest = await person(app, { role: 3, companyId: cast.companies.companyMe.pkCompanyId, firstName: 'Ana' });
  await buildInvitation(db, { eventId: f.eventId, userId: guest.userId, email: guest.email, isAccepted: true });
  const slotStart = new Date(`${f.day1}T10:00:00+02:00`);
  const [meeting] = await db
    .insert(t.userReservations)
    .values({
      fkScheduleId: f.b2b.pkScheduleId,
      tableNumber: 1,
      fkHostUserId: f.attendee.userId,
      fkGuestUserId: guest.userId,
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 20 * 60_000),
      status: 'accepted',
    })
    .returning();
  const admin = cast.chamberAdminRs.token;
  const post = (url: string, body: unknown, token = admin) => call(app, 'POST', url, { token, body });
  const create = async (body: object, token = admin) => {
    const r = await post('/api/Questions', body, token);
    if (r.status !== 200) throw new Error(`question not created: ${JSON.stringify(r.json)}`);
    return r.json as { pkQuestionId: number; options: { pkQuestionOptionId: number; title: string }[] };
  };
  const text = await create(questionBody('text', 'What should we improve?'));
  const choice = await create(
    questionBody('single', 'How did you hear of the forum?', ['Chamber mail', 'A colleague', 'Social media'], { isRequired: true }),
  );
  const rating = await create(questionBody('rating', 'How useful were your meetings?'));
  /** Puts the three on the survey and opens it. */
  const openSurvey = async () => {
    await post('/api/Questions/add-questions-on-event', {
      fkEventId: f.eventId,
      fkQuestionIds: [text.pkQuestionId, choice.pkQuestionId, rating.pkQuestionId],
    });
    return post('/api/Questions/set-survey-state', { fkEventId: f.eventId, isOpen: true });
  };
  return { ...f, guest, meeting, post, create, text, choice, rating, openSurvey };
}
export type SurveyWorld = Awaited<ReturnType<typeof surveyWorld>>;
