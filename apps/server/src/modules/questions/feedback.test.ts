import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type SurveyWorld, surveyWorld } from './questions.test-support.ts';

let t0: TestApp;
let cast: Cast;
let w: SurveyWorld;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  w = await surveyWorld(t0.app, cast);
});

const answer = (token: string, body: object) => w.post('/api/Questions/add-question-answers', { fkEventId: w.eventId, ...body }, token);
const send = (token = cast.chamberAdminRs.token) =>
  w.post('/api/Events/send-q-and-f-email-to-event-participants', { fkEventId: w.eventId }, token);
const surveyMails = () => t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.template, 'event_survey'));
const reminders = () =>
  t0.db.select().from(t.notifications).where(eq(t.notifications.fkNotificationTypeId, NotificationType.eventQuestionsReminder));

describe('the survey mail', () => {
  it('mails every registered attendee once within the window, with the answer-survey link, and reminds who has not answered', async () => {
    expect((await send()).json).toMatchObject({ code: 'survey_not_open' });
    await w.openSurvey();
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ mailed: 3, alreadyMailed: 0, reminded: 3 });
    const mails = await surveyMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([w.attendee.email, w.hidden.email, w.guest.email].sort());
    expect(mails[0].textBody).toContain(`http://portal.test/answer-survey?eventId=${w.eventId}`);
    expect(mails[0].subject).toBe(`Your feedback on ${w.event.name}`);
    const notes = await reminders();
    expect(notes).toHaveLength(3);
    expect(JSON.parse(notes[0].content)).toMatchObject({ PkEventId: w.eventId });
    expect(notes[0].link).toBe(`/event-management/my-events/feedback-formular/${w.eventId}`);

    // Again at once: nobody is mailed or reminded twice; the blocked, the invited and others get nothing.
    expect((await send(cast.chamberAdminMe.token)).json).toMatchObject({ mailed: 0, alreadyMailed: 3, reminded: 0 });
    expect(await surveyMails()).toHaveLength(3);
    expect((await send(cast.companyAdminRs.token)).status).toBe(403);

    // After the window, those who answered get the mail but no reminder.
    const [chamberMail] = w.choice.options;
    await answer(cast.companyAdminRs.token, {
      answers: [{ fkQuestionId: w.choice.pkQuestionId, optionIds: [chamberMail.pkQuestionOptionId] }],
    });
    await t0.db
      .update(t.surveyMailings)
      .set({ mailedAt: sql`${t.surveyMailings.mailedAt} - interval '25 hours'` })
      .where(eq(t.surveyMailings.fkEventId, w.eventId));
    expect((await send()).json).toMatchObject({ mailed: 3, alreadyMailed: 0, reminded: 2 });
    const survey = await w.post('/api/Questions/get-questions-for-cif-admin-on-event/', { fkEventId: w.eventId });
    expect(survey.json.lastMailSentAt).toEqual(expect.any(String));
  });
});

describe('the feedback of an event', () => {
  beforeAll(async () => {
    const [chamberMail, colleague] = w.choice.options;
    const id = w.meeting.pkUserReservationId;
    await answer(cast.companyAdminRs.token, {
      answers: [
        { fkQuestionId: w.choice.pkQuestionId, optionIds: [chamberMail.pkQuestionOptionId] },
        { fkQuestionId: w.rating.pkQuestionId, rating: 4 },
        { fkQuestionId: w.text.pkQuestionId, text: 'More tables in the B2B hall' },
      ],
      meetings: [{ fkUserReservationId: id, tookPlace: true, outcome: 'deal_signed', note: 'Contract for 12 trucks' }],
    });
    await answer(w.guest.token, {
      answers: [
        { fkQuestionId: w.choice.pkQuestionId, optionIds: [colleague.pkQuestionOptionId] },
        { fkQuestionId: w.rating.pkQuestionId, rating: 2 },
        { fkQuestionId: w.text.pkQuestionId, text: 'Good food, short breaks' },
      ],
      meetings: [{ fkUserReservationId: id, tookPlace: true, outcome: 'follow_up_agreed' }],
    });
  });

  it('shows the organisers the figures: per question counts, ratings and texts; meetings by session and company', async () => {
    const r = await w.post('/api/Questions/event-feedback', { fkEventId: w.eventId }, cast.chamberAdminMe.token);
    expect(r.status).toBe(200);
    const [text, choice, rating] = r.json.questions;
    expect(r.json).toMatchObject({ attendeeCount: 3, respondentCount: 2, isOpen: true });
    expect(text).toMatchObject({ type: 'text', answerCount: 2, options: [], ratings: [], averageRating: null });
    expect(text.latestTexts.map((x: { text: string }) => x.text).sort()).toEqual([
      'Good food, short breaks',
      'More tables in the B2B hall',
    ]);
    expect(choice.options.map((o: { title: string; count: number }) => [o.title, o.count])).toEqual([
      ['Chamber mail', 1],
      ['A colleague', 1],
      ['Social media', 0],
    ]);
    expect(rating).toMatchObject({ answerCount: 2, averageRating: 3 });
    expect(rating.ratings.map((x: { count: number }) => x.count)).toEqual([0, 1, 0, 1, 0]);
    const held = { total: 1, held: 1, noShows: 0, unreported: 0, outcomes: { deal_signed: 1, follow_up_agreed: 0, no_interest: 0 } };
    expect(r.json.meetings).toEqual(held);
    expect(r.json.meetingsBySession).toEqual([{ fkScheduleId: w.b2b.pkScheduleId, sessionName: 'B2B morning', ...held }]);
    expect(r.json.meetingsByCompany.map((c: { fkCompanyId: number }) => c.fkCompanyId).sort()).toEqual(
      [cast.companies.companyRs.pkCompanyId, cast.companies.companyMe.pkCompanyId].sort(),
    );
    expect((await w.post('/api/Questions/event-feedback', { fkEventId: w.eventId }, cast.companyAdminRs.token)).status).toBe(403);
  });

  it('lists the answers to one question, searchable, and who answered', async () => {
    const found = await w.post('/api/Questions/details', { fkEventId: w.eventId, fkQuestionId: w.text.pkQuestionId, searchTerm: 'FOOD' });
    expect(found.json).toMatchObject({
      questionTitle: 'What should we improve?',
      type: 'text',
      totalCount: 1,
      answers: [{ text: 'Good food, short breaks', fkUserId: w.guest.userId }],
    });
    const choices = await w.post('/api/Questions/details', { fkEventId: w.eventId, fkQuestionId: w.choice.pkQuestionId });
    expect(choices.json.answers.map((a: { optionTitles: string[] }) => a.optionTitles).sort()).toEqual([['A colleague'], ['Chamber mail']]);
    expect((await w.post('/api/Questions/details', { fkEventId: w.eventId, fkQuestionId: 999999 })).status).toBe(404);
    const people = await w.post('/api/Questions/event-respondents', { fkEventId: w.eventId, answeredOnly: false });
    expect(people.json.totalCount).toBe(3);
    expect(
      people.json.respondents
        .slice(0, 2)
        .map((p: { answerCount: number; meetingReportCount: number }) => [p.answerCount, p.meetingReportCount]),
    ).toEqual([
      [3, 1],
      [3, 1],
    ]);
    expect((await w.post('/api/Questions/event-respondents', { fkEventId: w.eventId })).json.totalCount).toBe(2);
  });

  it("gives one attendee's answers with both sides of each meeting to the organisers and to the attendee alone", async () => {
    const body = { fkEventId: w.eventId, fkUserId: w.attendee.userId };
    const r = await w.post('/api/Reports/answers-for-user-on-event', body);
    expect(r.status).toBe(200);
    expect(
      r.json.answers.map((a: { title: string; optionTitles: string[]; answer: { rating: number | null } }) => [
        a.title,
        a.optionTitles,
        a.answer.rating,
      ]),
    ).toEqual([
      ['What should we improve?', [], null],
      ['How did you hear of the forum?', ['Chamber mail'], null],
      ['How useful were your meetings?', [], 4],
    ]);
    expect(r.json.meetings[0]).toMatchObject({
      otherUserId: w.guest.userId,
      mine: { tookPlace: true, outcome: 'deal_signed', note: 'Contract for 12 trucks' },
      theirs: { tookPlace: true, outcome: 'follow_up_agreed', note: null },
    });
    expect((await w.post('/api/Reports/answers-for-user-on-event', body, cast.companyAdminRs.token)).status).toBe(200);
    expect((await w.post('/api/Reports/answers-for-user-on-event', body, w.guest.token)).status).toBe(403);
    const pdf = await w.post('/api/Reports/answers-for-user-on-event', { ...body, format: 'pdf' });
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads every answer and outcome as a spreadsheet, and the figures as a PDF', async () => {
    const token = cast.chamberAdminRs.token;
    const xlsx = await call(t0.app, 'GET', `/api/Reports/feedback-on-event/${w.eventId}`, { token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.res.headers['content-disposition']).toBe('attachment; filename="Event feedback.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.res.rawPayload as unknown as ArrayBuffer);
    const sheet = (name: string) => {
      const found = book.getWorksheet(name);
      if (!found) throw new Error(`no sheet ${name}`);
      return found;
    };
    const cells = (name: string, n: number) => (sheet(name).getRow(n).values as unknown[]).slice(1);
    const row = (n: number) => cells('Answers', n);
    expect(row(1)).toEqual([
      'Name',
      'E-mail',
      'Company',
      'Submitted',
      'Last change',
      'What should we improve?',
      'How did you hear of the forum?',
      'How useful were your meetings?',
    ]);
    const hostRow = [2, 3].map(row).find((cells) => cells[1] === w.attendee.email);
    expect(hostRow?.slice(5)).toEqual(['More tables in the B2B hall', 'Chamber mail', 4]);
    expect(hostRow?.[3]).toMatch(/^\d{2}\.\d{2}\.\d{4}\. \d{2}:\d{2}$/);
    const m = cells('Meetings', 2);
    expect(cells('Meetings', 1)).toEqual([
      'Session',
      'Date',
      'Start time',
      'End time',
      'Table',
      'Host',
      'Host company',
      'Guest',
      'Guest company',
      'Host: took place',
      'Host: outcome',
      'Host: note',
      'Guest: took place',
      'Guest: outcome',
      'Guest: note',
    ]);
    expect([m[0], m[2], m[3], m[4], m[9], m[10], m[11], m[12], m[13]]).toEqual([
      'B2B morning',
      '10:00',
      '10:20',
      1,
      'Yes',
      'Deal signed',
      'Contract for 12 trucks',
      'Yes',
      'Offer or follow-up agreed',
    ]);
    const pdf = await call(t0.app, 'GET', `/api/Reports/feedback-on-event/${w.eventId}?format=pdf`, { token });
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(t0.app, 'GET', `/api/Reports/feedback-on-event/${w.eventId}?format=doc`, { token })).status).toBe(400);
    expect((await call(t0.app, 'GET', `/api/Reports/feedback-on-event/${w.eventId}`, { token: cast.companyAdminRs.token })).status).toBe(
      403,
    );
  });

  it('closes: answers are then refused and kept', async () => {
    await w.post('/api/Questions/set-survey-state', { fkEventId: w.eventId, isOpen: false });
    const late = await answer(w.guest.token, { answers: [] });
    expect(late.json).toMatchObject({ code: 'survey_closed' });
    const kept = await t0.db
      .select()
      .from(t.surveyAnswers)
      .where(and(eq(t.surveyAnswers.fkEventId, w.eventId), eq(t.surveyAnswers.fkUserId, w.guest.userId)));
    expect(kept).toHaveLength(3);
  });
});
