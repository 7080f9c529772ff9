import { LanguageId } from '@portal/contracts/codes/code-types';
import type { Question, QuestionListItem, QuestionOption, QuestionTypeValue, StoredTitle } from '@portal/contracts/questions/questions';
import type { EventSurvey, SurveyQuestion } from '@portal/contracts/questions/surveys';
import type { EventRow } from '../events/event.policy.ts';
import type { QuestionFull, QuestionListRow, QuestionRow } from './questions.repository.ts';
import type { SurveyQuestionRow, SurveyRow } from './surveys.repository.ts';

/** The title in the language, English when it has none there. */
export const titleIn = (titles: StoredTitle[], lang: number) =>
  titles.find((x) => x.fkLanguageId === lang)?.title ?? titles.find((x) => x.fkLanguageId === LanguageId.english)?.title ?? '';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const typeOf = (row: Pick<QuestionRow, 'type'>) => row.type as QuestionTypeValue;

export function toQuestionOptions(options: QuestionFull['options'], lang: number): QuestionOption[] {
  return options.map((o) => ({ pkQuestionOptionId: o.pkQuestionOptionId, title: titleIn(o.titles, lang), titles: o.titles }));
}

export function toQuestionListItem(r: QuestionListRow): QuestionListItem {
  return {
    pkQuestionId: r.question.pkQuestionId,
    fkChamberId: r.question.fkChamberId,
    chamberName: r.chamberName ?? '',
    type: typeOf(r.question),
    isRequired: r.question.isRequired,
    title: r.title,
    eventCount: r.eventCount,
    answerCount: r.answerCount,
    optionCount: r.optionCount,
    updatedAt: r.question.updatedAt.toISOString(),
  };
}

export function toQuestion(q: QuestionFull, lang: number): Question {
  const { optionCount: _, ...item } = toQuestionListItem(q.row);
  return {
    ...item,
    titles: q.titles,
    options: toQuestionOptions(q.options, lang),
    createdAt: q.row.question.createdAt.toISOString(),
  };
}

export function toSurveyQuestion(
  r: SurveyQuestionRow,
  texts: Pick<QuestionFull, 'titles' | 'options'>,
  answerCount: number,
  lang: number,
): SurveyQuestion {
  return {
    pkQuestionId: r.question.pkQuestionId,
    position: r.position,
    type: typeOf(r.question),
    isRequired: r.question.isRequired,
    title: r.title,
    titles: texts.titles,
    options: toQuestionOptions(texts.options, lang),
    answerCount,
  };
}

export function toEventSurvey(
  event: Pick<EventRow, 'pkEventId' | 'name' | 'fkChamberId'>,
  survey: SurveyRow | null,
  counts: { attendeeCount: number; respondentCount: number },
  questions: SurveyQuestion[],
): EventSurvey {
  return {
    fkEventId: event.pkEventId,
    eventName: event.name,
    fkChamberId: event.fkChamberId,
    isOpen: survey?.isOpen ?? false,
    openedAt: iso(survey?.openedAt ?? null),
    closedAt: iso(survey?.closedAt ?? null),
    lastMailSentAt: iso(survey?.lastMailSentAt ?? null),
    ...counts,
    questions,
  };
}
