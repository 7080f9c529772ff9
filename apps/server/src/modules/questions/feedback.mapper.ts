import type { QuestionAnswer, QuestionFigures, Respondent } from '@portal/contracts/questions/feedback';
import { isChoiceQuestion, QuestionType, RATINGS } from '@portal/contracts/questions/questions';
import type { AnswerListRow, answerTallies, latestTexts, optionCounts, RespondentRow } from './feedback.repository.ts';

type Rows<F extends (...a: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** The event's grouped reads, indexed for the per-question figures. */
export function figureIndex(tallies: Rows<typeof answerTallies>, options: Rows<typeof optionCounts>, texts: Rows<typeof latestTexts>) {
  const answers = new Map<number, number>();
  for (const r of tallies) answers.set(r.question_id, (answers.get(r.question_id) ?? 0) + r.n);
  return {
    answers,
    options: new Map(options.map((r) => [r.option_id, r.n])),
    ratings: tallies.filter((r) => r.rating !== null),
    texts,
  };
}
export type FigureIndex = ReturnType<typeof figureIndex>;

/** One question's figures from the event's grouped reads. */
export function toQuestionFigures(
  q: {
    id: number;
    position: number;
    type: QuestionFigures['type'];
    isRequired: boolean;
    title: string;
    options: { pkQuestionOptionId: number; title: string }[];
  },
  index: FigureIndex,
): QuestionFigures {
  const ratings =
    q.type === QuestionType.rating
      ? RATINGS.map((rating) => ({ rating, count: index.ratings.find((r) => r.question_id === q.id && r.rating === rating)?.n ?? 0 }))
      : [];
  const rated = ratings.reduce((n, r) => n + r.count, 0);
  return {
    pkQuestionId: q.id,
    position: q.position,
    type: q.type,
    isRequired: q.isRequired,
    title: q.title,
    answerCount: index.answers.get(q.id) ?? 0,
    options: isChoiceQuestion(q.type) ? q.options.map((o) => ({ ...o, count: index.options.get(o.pkQuestionOptionId) ?? 0 })) : [],
    ratings,
    averageRating: rated ? Math.round((ratings.reduce((n, r) => n + r.rating * r.count, 0) / rated) * 100) / 100 : null,
    latestTexts:
      q.type === QuestionType.text
        ? index.texts.filter((x) => x.question_id === q.id).map((x) => ({ text: x.text, name: x.name, answeredAt: iso(x.answered_at) }))
        : [],
  };
}

export function toQuestionAnswer(r: AnswerListRow): QuestionAnswer {
  return {
    fkUserId: r.user_id,
    name: r.name,
    company: r.company,
    text: r.text,
    rating: r.rating,
    optionIds: r.option_ids,
    optionTitles: r.option_titles,
    answeredAt: iso(r.answered_at),
  };
}

export function toRespondent(r: RespondentRow): Respondent {
  return {
    fkUserId: r.user_id,
    name: r.name,
    email: r.email,
    company: r.company,
    submittedAt: isoOrNull(r.submitted_at),
    updatedAt: isoOrNull(r.updated_at),
    answerCount: r.answer_count,
    meetingReportCount: r.report_count,
  };
}
