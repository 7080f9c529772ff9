import type { FeedbackForm } from '@portal/contracts/questions/surveys';
import { describe, expect, it } from 'vitest';
import { draftOf, toSubmission, validateDraft } from './feedback-form.ts';

const meeting = {
  pkUserReservationId: 70,
  fkScheduleId: 5,
  sessionName: 'B2B meetings',
  slotStart: '2026-10-29T09:00:00.000Z',
  slotEnd: '2026-10-29T09:30:00.000Z',
  tableNumber: 3,
  otherUserId: 12,
  otherName: 'Marko Vuković',
  otherCompany: 'Adriatic Logistics',
};

const form: FeedbackForm = {
  fkEventId: 4,
  eventName: 'Regional Logistics Days',
  startDate: '2026-10-29T07:00:00.000Z',
  endDate: '2026-10-30T15:00:00.000Z',
  isOpen: true,
  submittedAt: null,
  updatedAt: null,
  questions: [
    { pkQuestionId: 1, position: 0, type: 'text', isRequired: true, title: 'What did you like?', options: [], answer: null },
    {
      pkQuestionId: 2,
      position: 1,
      type: 'single',
      isRequired: true,
      title: 'Will you come again?',
      options: [
        { pkQuestionOptionId: 21, title: 'Yes' },
        { pkQuestionOptionId: 22, title: 'No' },
      ],
      answer: null,
    },
    { pkQuestionId: 3, position: 2, type: 'rating', isRequired: false, title: 'The venue', options: [], answer: null },
    {
      pkQuestionId: 4,
      position: 3,
      type: 'multiple',
      isRequired: false,
      title: 'Topics',
      options: [
        { pkQuestionOptionId: 41, title: 'Customs' },
        { pkQuestionOptionId: 42, title: 'Cold chain' },
      ],
      answer: null,
    },
  ],
  meetings: [{ ...meeting, report: null }],
};

describe('the feedback form', () => {
  it('refuses required questions left blank and names them as the server does', () => {
    const draft = draftOf(form);
    draft.answers[1].text = '   ';
    expect(validateDraft(form, draft)).toEqual({
      'answer.1': { key: 'validation.required' },
      'answer.2': { key: 'validation.required' },
    });
  });

  it('checks each type: text length, rating range, one option of a single choice, offered options', () => {
    const draft = draftOf(form);
    draft.answers[1].text = 'x'.repeat(2001);
    draft.answers[2].optionIds = [21, 22];
    draft.answers[3].rating = 6;
    draft.answers[4].optionIds = [99];
    expect(validateDraft(form, draft)).toEqual({
      'answer.1': { key: 'validation.max_length', params: { max: 2000 } },
      'answer.2': { key: 'answer_one_option' },
      'answer.3': { key: 'validation.between', params: { min: 1, max: 5 } },
      'answer.4': { key: 'answer_unknown_option' },
    });
  });

  it('asks the outcome of a meeting that took place; an unreported meeting is no problem', () => {
    const draft = draftOf(form);
    draft.answers[1].text = 'The matchmaking';
    draft.answers[2].optionIds = [21];
    expect(validateDraft(form, draft)).toEqual({});
    draft.meetings[70] = { tookPlace: true, outcome: null, note: '' };
    expect(validateDraft(form, draft)).toEqual({ 'meeting.70': { key: 'meeting_outcome_required' } });
    draft.meetings[70] = { tookPlace: false, outcome: null, note: '' };
    expect(validateDraft(form, draft)).toEqual({});
  });

  it('sends the answered questions with their own field only, and the reported meetings', () => {
    const draft = draftOf(form);
    draft.answers[1] = { text: '  The matchmaking  ', rating: 4, optionIds: [21] };
    draft.answers[2].optionIds = [22];
    draft.answers[3].rating = 5;
    draft.meetings[70] = { tookPlace: true, outcome: 'deal_signed', note: ' Signed on the spot ' };
    expect(toSubmission(form, draft)).toEqual({
      fkEventId: 4,
      answers: [
        { fkQuestionId: 1, text: 'The matchmaking', rating: null, optionIds: [] },
        { fkQuestionId: 2, text: null, rating: null, optionIds: [22] },
        { fkQuestionId: 3, text: null, rating: 5, optionIds: [] },
      ],
      meetings: [{ fkUserReservationId: 70, tookPlace: true, outcome: 'deal_signed', note: 'Signed on the spot' }],
    });
  });

  it('drops the outcome of a meeting that did not take place and starts from the earlier answers', () => {
    const answered: FeedbackForm = {
      ...form,
      submittedAt: '2026-11-01T10:00:00.000Z',
      questions: form.questions.map((q) => (q.pkQuestionId === 3 ? { ...q, answer: { text: null, rating: 2, optionIds: [] } } : q)),
      meetings: [
        { ...meeting, report: { tookPlace: false, outcome: null, note: 'They did not come', updatedAt: '2026-11-01T10:00:00.000Z' } },
      ],
    };
    const draft = draftOf(answered);
    expect(draft.answers[3].rating).toBe(2);
    expect(draft.meetings[70]).toEqual({ tookPlace: false, outcome: null, note: 'They did not come' });
    draft.meetings[70].outcome = 'no_interest';
    expect(toSubmission(answered, draft).meetings).toEqual([
      { fkUserReservationId: 70, tookPlace: false, outcome: null, note: 'They did not come' },
    ]);
  });
});
