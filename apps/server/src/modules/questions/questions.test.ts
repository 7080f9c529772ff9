import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCast, type Cast, call, chamberId, person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { questionBody, type SurveyWorld, surveyWorld, titles } from './questions.test-support.ts';

let t0: TestApp;
let cast: Cast;
let w: SurveyWorld;
beforeAll(async () => {
  t0 = await createTestApp();
  cast = await buildCast(t0.app);
  w = await surveyWorld(t0.app, cast);
});

const bank = (body: object, token = cast.chamberAdminRs.token) =>
  call(t0.app, 'POST', '/api/Questions/get-questions-for-cif-admin/', { token, body });

describe('the question bank', () => {
  it("keeps a chamber's questions in both languages: create, read, list and search, change, delete", async () => {
    const created = await w.post('/api/Questions', questionBody('multiple', 'Which sectors interest you?', ['Food', 'Logistics']));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      fkChamberId: await chamberId(t0.db, 'RS'),
      type: 'multiple',
      isRequired: false,
      title: 'Which sectors interest you?',
      titles: titles('Which sectors interest you?'),
      options: [{ title: 'Food' }, { title: 'Logistics' }],
      eventCount: 0,
      answerCount: 0,
    });
    const id = created.json.pkQuestionId;
    const sr = await call(t0.app, 'GET', `/api/Questions/${id}`, {
      token: cast.chamberAdminRs.token,
      headers: { 'accept-language': 'sr' },
    });
    expect(sr.json.title).toBe('Which sectors interest you? (sr)');
    expect(sr.json.options.map((o: { title: string }) => o.title)).toEqual(['Food (sr)', 'Logistics (sr)']);

    const found = await bank({ searchTerm: 'SECTORS' });
    expect(found.json).toMatchObject({ totalCount: 1, totalPages: 1, questions: [{ pkQuestionId: id, optionCount: 2, type: 'multiple' }] });
    expect((await bank({ type: 'rating' })).json.questions.map((q: { title: string }) => q.title)).toEqual([
      'How useful were your meetings?',
    ]);
    // Another chamber's administrator neither lists nor reads it.
    expect((await bank({}, cast.chamberAdminMe.token)).json.totalCount).toBe(0);
    expect((await call(t0.app, 'GET', `/api/Questions/${id}`, { token: cast.chamberAdminMe.token })).status).toBe(404);
    // The platform administrator lists every chamber's and names the chamber of a new one.
    expect((await bank({}, cast.platformAdmin.token)).json.totalCount).toBeGreaterThanOrEqual(4);
    const noChamber = await w.post('/api/Questions', questionBody('text', 'Anything else?'), cast.platformAdmin.token);
    expect(noChamber.json).toMatchObject({ code: 'validation_error', fields: { fkChamberId: 'validation.required' } });

    const [food, logistics] = created.json.options;
    const changed = await call(t0.app, 'PUT', `/api/Questions/${id}`, {
      token: cast.chamberAdminRs.token,
      body: {
        ...questionBody('single', 'Which sector interests you most?'),
        isRequired: true,
        options: [
          { pkQuestionOptionId: logistics.pkQuestionOptionId, titles: titles('Logistics and transport') },
          { titles: titles('Tourism') },
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ type: 'single', isRequired: true, title: 'Which sector interests you most?' });
    expect(
      changed.json.options.map((o: { pkQuestionOptionId: number; title: string }) => [
        o.pkQuestionOptionId === logistics.pkQuestionOptionId,
        o.title,
      ]),
    ).toEqual([
      [true, 'Logistics and transport'],
      [false, 'Tourism'],
    ]);
    expect(changed.json.options.some((o: { pkQuestionOptionId: number }) => o.pkQuestionOptionId === food.pkQuestionOptionId)).toBe(false);

    expect((await call(t0.app, 'DELETE', `/api/Questions/${id}`, { token: cast.chamberAdminMe.token })).status).toBe(404);
    expect((await call(t0.app, 'DELETE', `/api/Questions/${id}`, { token: cast.chamberAdminRs.token })).json).toEqual({ success: true });
    expect((await call(t0.app, 'GET', `/api/Questions/${id}`, { token: cast.chamberAdminRs.token })).status).toBe(404);
  });

  it('refuses a question that breaks the rules, naming the field, and changes nothing', async () => {
    const before = (await bank({})).json.totalCount;
    const cases: [object, Record<string, string>][] = [
      [{ type: 'text', titles: [{ fkLanguageId: 1, title: 'Only English' }] }, { titles: 'question_title_every_language' }],
      [{ type: 'text', titles: titles('') }, { 'titles.0.title': 'validation.required' }],
      [questionBody('single', 'One option?', ['Only one']), { options: 'question_options_required' }],
      [questionBody('rating', 'Rate with options?', ['A', 'B']), { options: 'question_options_not_allowed' }],
      [{ titles: titles('No type') }, { type: 'validation.required' }],
      [questionBody('text', 'x'.repeat(501)), { 'titles.0.title': 'validation.max' }],
    ];
    for (const [body, fields] of cases) {
      const r = await w.post('/api/Questions', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.fields).toMatchObject(fields);
    }
    const foreign = await call(t0.app, 'PUT', `/api/Questions/${w.choice.pkQuestionId}`, {
      token: cast.chamberAdminRs.token,
      body: { ...questionBody('single', 'x'), options: [{ pkQuestionOptionId: 999999, titles: titles('A') }, { titles: titles('B') }] },
    });
    expect(foreign.json).toMatchObject({ code: 'validation_error', fields: { options: 'question_option_unknown' } });
    expect((await bank({})).json.totalCount).toBe(before);
  });
});

describe('a survey on an event', () => {
  it('is built by its organisers: questions added, moved and removed, opened and closed', async () => {
    const e = w.eventId;
    const emptyOpen = await w.post('/api/Questions/set-survey-state', { fkEventId: e, isOpen: true });
    expect(emptyOpen.json).toMatchObject({ code: 'survey_has_no_questions' });
    const added = await w.post('/api/Questions/add-questions-on-event', {
      fkEventId: e,
      fkQuestionIds: [w.text.pkQuestionId, w.rating.pkQuestionId],
    });
    expect(added.status).toBe(200);
    expect(added.json.questions.map((q: { pkQuestionId: number; position: number }) => [q.pkQuestionId, q.position])).toEqual([
      [w.text.pkQuestionId, 0],
      [w.rating.pkQuestionId, 1],
    ]);
    // Placed at the front, then the rating question moved before the text question by ME, an assisting chamber.
    await w.post('/api/Questions/add-questions-on-event', { fkEventId: e, fkQuestionIds: [w.choice.pkQuestionId], position: 0 });
    const moved = await w.post(
      '/api/Questions/add-questions-on-event',
      { fkEventId: e, fkQuestionIds: [w.rating.pkQuestionId], position: 1 },
      cast.chamberAdminMe.token,
    );
    expect(moved.json.questions.map((q: { pkQuestionId: number }) => q.pkQuestionId)).toEqual([
      w.choice.pkQuestionId,
      w.rating.pkQuestionId,
      w.text.pkQuestionId,
    ]);
    expect(moved.json).toMatchObject({ isOpen: false, attendeeCount: 3, respondentCount: 0 });
    // A question of a chamber that does not organise the event does not fit.
    const bosnia = await person(t0.app, { role: 2, chamber: 'BA' });
    const foreign = await w.create(questionBody('text', 'Bosnian question'), bosnia.token);
    const refused = await w.post('/api/Questions/add-questions-on-event', { fkEventId: e, fkQuestionIds: [foreign.pkQuestionId] });
    expect(refused.json).toMatchObject({ code: 'validation_error', fields: { fkQuestionIds: 'question_not_in_event_bank' } });
    expect((await w.post('/api/Questions/get-questions-for-cif-admin-on-event/', { fkEventId: e }, bosnia.token)).status).toBe(403);
    // The picker leaves out what is on the survey.
    const picker = await bank({ notOnEventId: e });
    expect(picker.json.questions.map((q: { pkQuestionId: number }) => q.pkQuestionId)).not.toContain(w.text.pkQuestionId);

    const removed = await w.post('/api/Questions/remove-questions-from-event/', { fkEventId: e, fkQuestionIds: [w.text.pkQuestionId] });
    expect(removed.json.questions).toHaveLength(2);
    const opened = await w.openSurvey();
    expect(opened.json).toMatchObject({ isOpen: true, openedAt: expect.any(String) });
    // Placing questions already on the survey moves them: the three go to the end in the order listed.
    expect(opened.json.questions.map((q: { pkQuestionId: number }) => q.pkQuestionId)).toEqual([
      w.text.pkQuestionId,
      w.choice.pkQuestionId,
      w.rating.pkQuestionId,
    ]);
  });

  it('is answered once per attendee, checked against its questions, editable while open, with meeting outcomes', async () => {
    const e = w.eventId;
    const host = cast.companyAdminRs.token;
    const form = await w.post('/api/Questions/get-questions-for-event-feedback/', { fkEventId: e }, host);
    expect(form.status).toBe(200);
    expect(form.json).toMatchObject({
      isOpen: true,
      submittedAt: null,
      meetings: [{ pkUserReservationId: w.meeting.pkUserReservationId, otherName: expect.stringMatching(/^Ana /), report: null }],
    });
    expect(form.json.questions.map((q: { type: string; answer: null }) => [q.type, q.answer])).toEqual([
      ['text', null],
      ['single', null],
      ['rating', null],
    ]);
    const [chamberMail, colleague] = w.choice.options;

    const bad = await w.post(
      '/api/Questions/add-question-answers',
      {
        fkEventId: e,
        answers: [
          { fkQuestionId: w.rating.pkQuestionId, text: 'five' },
          { fkQuestionId: w.text.pkQuestionId, optionIds: [chamberMail.pkQuestionOptionId] },
          { fkQuestionId: 999999, text: 'x' },
        ],
        meetings: [{ fkUserReservationId: w.meeting.pkUserReservationId, tookPlace: true }],
      },
      host,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      [`answer.${w.choice.pkQuestionId}`]: 'validation.required',
      [`answer.${w.rating.pkQuestionId}`]: 'answer_wrong_type',
      [`answer.${w.text.pkQuestionId}`]: 'answer_wrong_type',
      'answer.999999': 'answer_not_on_survey',
      [`meeting.${w.meeting.pkUserReservationId}`]: 'meeting_outcome_required',
    });
    const twoOptions = await w.post(
      '/api/Questions/add-question-answers',
      {
        fkEventId: e,
        answers: [{ fkQuestionId: w.choice.pkQuestionId, optionIds: [chamberMail.pkQuestionOptionId, colleague.pkQuestionOptionId] }],
      },
      host,
    );
    expect(twoOptions.json.fields).toEqual({ [`answer.${w.choice.pkQuestionId}`]: 'answer_one_option' });
    const badRating = await w.post(
      '/api/Questions/add-question-answers',
      { fkEventId: e, answers: [{ fkQuestionId: w.rating.pkQuestionId, rating: 6 }] },
      host,
    );
    expect(badRating.json.fields).toEqual({ 'answers.0.rating': 'validation.between' });
    expect(await t0.db.select().from(t.surveySubmissions).where(eq(t.surveySubmissions.fkEventId, e))).toEqual([]);

    const first = await w.post(
      '/api/Questions/add-question-answers',
      {
        fkEventId: e,
        answers: [
          { fkQuestionId: w.choice.pkQuestionId, optionIds: [chamberMail.pkQuestionOptionId] },
          { fkQuestionId: w.rating.pkQuestionId, rating: 4 },
          { fkQuestionId: w.text.pkQuestionId, text: '  More tables in the B2B hall  ' },
        ],
        meetings: [
          { fkUserReservationId: w.meeting.pkUserReservationId, tookPlace: true, outcome: 'follow_up_agreed', note: 'Offer by Friday' },
        ],
      },
      host,
    );
    expect(first.status).toBe(200);
    expect(first.json.submittedAt).toEqual(expect.any(String));
    expect(first.json.questions.map((q: { answer: unknown }) => q.answer)).toEqual([
      { text: 'More tables in the B2B hall', rating: null, optionIds: [] },
      { text: null, rating: null, optionIds: [chamberMail.pkQuestionOptionId] },
      { text: null, rating: 4, optionIds: [] },
    ]);
    expect(first.json.meetings[0].report).toMatchObject({ tookPlace: true, outcome: 'follow_up_agreed', note: 'Offer by Friday' });

    // Edited: the rating changes, the text is left out (unanswered now); still one submission.
    const edited = await w.post(
      '/api/Questions/add-question-answers',
      {
        fkEventId: e,
        answers: [
          { fkQuestionId: w.choice.pkQuestionId, optionIds: [colleague.pkQuestionOptionId] },
          { fkQuestionId: w.rating.pkQuestionId, rating: 5 },
        ],
        meetings: [{ fkUserReservationId: w.meeting.pkUserReservationId, tookPlace: true, outcome: 'deal_signed' }],
      },
      host,
    );
    expect(edited.json.questions.map((q: { answer: { rating: number } | null }) => q.answer?.rating ?? null)).toEqual([null, null, 5]);
    expect(edited.json.submittedAt).toBe(first.json.submittedAt);
    expect(await t0.db.select().from(t.surveySubmissions).where(eq(t.surveySubmissions.fkEventId, e))).toHaveLength(1);

    // The guest says the meeting did not take place; someone not registered may not answer.
    const guest = await w.post(
      '/api/Questions/add-question-answers',
      {
        fkEventId: e,
        answers: [
          { fkQuestionId: w.choice.pkQuestionId, optionIds: [chamberMail.pkQuestionOptionId] },
          { fkQuestionId: w.text.pkQuestionId, text: 'Good food' },
        ],
        meetings: [{ fkUserReservationId: w.meeting.pkUserReservationId, tookPlace: false, outcome: null }],
      },
      w.guest.token,
    );
    expect(guest.status).toBe(200);
    const outsider = await w.post('/api/Questions/get-questions-for-event-feedback/', { fkEventId: e }, cast.employeeRs.token);
    expect(outsider.json).toMatchObject({ message: 'not_registered_on_event' });
    const notHers = await w.post(
      '/api/Questions/add-question-answers',
      {
        fkEventId: e,
        answers: [{ fkQuestionId: w.choice.pkQuestionId, optionIds: [chamberMail.pkQuestionOptionId] }],
        meetings: [{ fkUserReservationId: w.meeting.pkUserReservationId, tookPlace: false }],
      },
      w.hidden.token,
    );
    expect(notHers.json.fields).toEqual({ [`meeting.${w.meeting.pkUserReservationId}`]: 'meeting_not_yours' });
  });

  it('keeps answered questions readable: their type, answered options and place on the survey stay', async () => {
    const token = cast.chamberAdminRs.token;
    const [chamberMail, colleague, social] = w.choice.options;
    const base = { ...questionBody('single', 'How did you hear of the forum?'), isRequired: true };
    const keep = (ids: number[]) =>
      ids.map((pkQuestionOptionId) => ({ pkQuestionOptionId, titles: titles(`Option ${pkQuestionOptionId}`) }));
    const put = (body: object) => call(t0.app, 'PUT', `/api/Questions/${w.choice.pkQuestionId}`, { token, body });
    expect(
      (await put({ ...base, type: 'multiple', options: keep([chamberMail.pkQuestionOptionId, colleague.pkQuestionOptionId]) })).json
        .message,
    ).toBe('question_has_answers_type');
    expect((await put({ ...base, options: keep([chamberMail.pkQuestionOptionId, social.pkQuestionOptionId]) })).json.message).toBe(
      'question_option_answered',
    );
    // An unanswered option may go, titles may change.
    const ok = await put({ ...base, options: keep([chamberMail.pkQuestionOptionId, colleague.pkQuestionOptionId]) });
    expect(ok.status).toBe(200);
    expect(ok.json.answerCount).toBe(2);
    expect((await call(t0.app, 'DELETE', `/api/Questions/${w.choice.pkQuestionId}`, { token })).json.message).toBe('question_has_answers');
    const off = await w.post('/api/Questions/remove-questions-from-event/', {
      fkEventId: w.eventId,
      fkQuestionIds: [w.choice.pkQuestionId],
    });
    expect(off.json.message).toBe('question_answered_on_event');
  });
});
