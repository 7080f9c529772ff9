import type { Question } from '@portal/contracts/questions/questions';
import { describe, expect, it } from 'vitest';
import { formFieldOf, newOption, questionForm, toQuestionModel } from './question-form.ts';

const stored: Question = {
  pkQuestionId: 8,
  fkChamberId: 1,
  chamberName: 'Chamber of Serbia',
  type: 'single',
  isRequired: true,
  title: 'Will you come again?',
  titles: [
    { fkLanguageId: 1, title: 'Will you come again?' },
    { fkLanguageId: 2, title: 'Da li biste ponovo došli?' },
  ],
  options: [
    {
      pkQuestionOptionId: 81,
      title: 'Yes',
      titles: [
        { fkLanguageId: 1, title: 'Yes' },
        { fkLanguageId: 2, title: 'Da' },
      ],
    },
    { pkQuestionOptionId: 82, title: 'No', titles: [{ fkLanguageId: 1, title: 'No' }] },
  ],
  eventCount: 1,
  answerCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const issues = (values: unknown) =>
  Object.fromEntries((questionForm.schema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the question form', () => {
  it('shows a stored question with its titles side by side, a missing translation blank', () => {
    const values = questionForm.toValues(stored);
    expect(values.titles).toEqual({ eng: 'Will you come again?', sr: 'Da li biste ponovo došli?' });
    expect(values.options.map((o) => [o.id, o.titles])).toEqual([
      [81, { eng: 'Yes', sr: 'Da' }],
      [82, { eng: 'No', sr: '' }],
    ]);
  });

  it('asks for the type, the title in every language and every option in every language', () => {
    const fresh = questionForm.toValues(null);
    expect(issues(fresh)).toMatchObject({
      type: 'validation.required',
      'titles.eng': 'validation.required',
      'titles.sr': 'validation.required',
    });
    const values = questionForm.toValues(stored);
    expect(issues(values)).toEqual({ 'options.1.titles.sr': 'validation.required' });
  });

  it('takes the contract rules on options: a choice needs two, other types send none', () => {
    const values = { ...questionForm.toValues(stored), options: [{ ...newOption(), titles: { eng: 'Yes', sr: 'Da' } }] };
    expect(issues(values)).toEqual({ options: 'question_options_required' });
    // A rating keeps the rows typed earlier while the form is open, but neither checks nor sends them.
    const rating = { ...values, type: 'rating' as const, options: [newOption()] };
    expect(issues(rating)).toEqual({});
    expect(toQuestionModel(rating).options).toEqual([]);
  });

  it('sends options with their ids, so answers that chose them stay with them', () => {
    const values = questionForm.toValues(stored);
    values.options[1].titles.sr = 'Ne';
    const parsed = questionForm.schema.parse(values);
    expect(parsed.options.map((o) => o.pkQuestionOptionId)).toEqual([81, 82]);
    expect(parsed.titles).toEqual([
      { fkLanguageId: 1, title: 'Will you come again?' },
      { fkLanguageId: 2, title: 'Da li biste ponovo došli?' },
    ]);
  });

  it("puts the server's field errors on the inputs of their language", () => {
    expect(formFieldOf('titles.1.title')).toBe('titles.sr');
    expect(formFieldOf('options.0.titles.0.title')).toBe('options.0.titles.eng');
    expect(formFieldOf('options')).toBe('options');
  });
});
