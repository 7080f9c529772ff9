import { z } from 'zod';
import { LanguageId } from '../codes/code-types.ts';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { requiredText } from '../common/validation.ts';

/**
 * The question bank of a chamber (spec-2 section 3 "Question", DOMAIN "Question"): questions a
 * chamber administrator writes once, in every interface language, and puts on the surveys of
 * their events. api/Questions: get-questions-for-cif-admin/, GET/POST/PUT/DELETE {id}.
 */

/** What an answer is: free text, one option, several options, or a rating of 1 to 5. */
export const QuestionType = { text: 'text', single: 'single', multiple: 'multiple', rating: 'rating' } as const;
export const questionTypes = [QuestionType.text, QuestionType.single, QuestionType.multiple, QuestionType.rating] as const;
export type QuestionTypeValue = (typeof questionTypes)[number];
/** The types answered by choosing options; only they have options. */
export const CHOICE_QUESTION_TYPES: readonly QuestionTypeValue[] = [QuestionType.single, QuestionType.multiple];
export const isChoiceQuestion = (type: QuestionTypeValue) => CHOICE_QUESTION_TYPES.includes(type);

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The ratings a rating question offers, lowest first. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

export const QUESTION_TITLE_MAX = 500;
export const OPTION_TITLE_MAX = 200;
/** A choice question offers 2 to 20 options. */
export const CHOICE_OPTIONS_MIN = 2;
export const CHOICE_OPTIONS_MAX = 20;

/** The interface languages (the web's lang files): a question's title and options are written in each. */
export const QUESTION_LANGUAGE_IDS = [LanguageId.english, LanguageId.serbian] as const;

/** A text in one language. */
export const translatedTitle = (max: number) => z.object({ fkLanguageId: entityId, title: requiredText(max) });

/**
 * Titles in every interface language, each once. A missing language is reported on the list
 * (`titles`: question_title_every_language), an empty title on its own field (`titles.1.title`).
 */
const titlesInEveryLanguage = (max: number) =>
  z.array(translatedTitle(max)).superRefine((titles, ctx) => {
    const ids = titles.map((t) => t.fkLanguageId);
    const complete = QUESTION_LANGUAGE_IDS.every((id) => ids.filter((x) => x === id).length === 1);
    if (!complete || ids.length !== QUESTION_LANGUAGE_IDS.length)
      ctx.addIssue({ code: 'custom', message: 'question_title_every_language' });
  });

/** An option of a choice question; its id is sent back on edit so answers that chose it stay with it. */
export const questionOptionModel = z.object({
  pkQuestionOptionId: optionalEntityId,
  titles: titlesInEveryLanguage(OPTION_TITLE_MAX),
});
export type QuestionOptionModel = z.input<typeof questionOptionModel>;

/**
 * POST api/Questions and PUT api/Questions/{id}. The chamber: a chamber administrator's own (the
 * field is ignored for them); the platform administrator names it. Choice questions need 2 to 20
 * options (`options`: question_options_required); text and rating questions have none
 * (question_options_not_allowed). A question with answers keeps its type and its answered options
 * (the server answers 422 question_has_answers_type / question_option_answered); its titles, the
 * required flag and new options may change.
 */
export const questionModel = z
  .object({
    fkChamberId: optionalEntityId,
    type: z.enum(questionTypes, 'validation.required'),
    isRequired: z.boolean().default(false),
    titles: titlesInEveryLanguage(QUESTION_TITLE_MAX),
    options: z.array(questionOptionModel).max(CHOICE_OPTIONS_MAX, 'validation.max').default([]),
  })
  .superRefine((q, ctx) => {
    if (!q.type || !Array.isArray(q.options)) return;
    if (isChoiceQuestion(q.type) && q.options.length < CHOICE_OPTIONS_MIN) {
      ctx.addIssue({ code: 'custom', message: 'question_options_required', path: ['options'] });
    }
    if (!isChoiceQuestion(q.type) && q.options.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'question_options_not_allowed', path: ['options'] });
    }
  });
export type QuestionModel = z.input<typeof questionModel>;
export type ParsedQuestionModel = z.infer<typeof questionModel>;

const storedTitle = z.object({ fkLanguageId: z.number().int(), title: z.string() });
export type StoredTitle = z.infer<typeof storedTitle>;
/** A title in every language it was written in. */
export const storedTitleList = z.array(storedTitle);

/** An option as answered: `title` in the caller's language (English when missing), `titles` in every language. */
export const questionOption = z.object({
  pkQuestionOptionId: z.number().int(),
  title: z.string(),
  titles: storedTitleList,
});
export type QuestionOption = z.infer<typeof questionOption>;

/** GET api/Questions/{id} and the answer of POST and PUT: one question of the bank. */
export const question = z.object({
  pkQuestionId: z.number().int(),
  fkChamberId: z.number().int(),
  chamberName: z.string(),
  type: z.enum(questionTypes),
  isRequired: z.boolean(),
  /** In the caller's language, English when missing. */
  title: z.string(),
  titles: storedTitleList,
  options: z.array(questionOption),
  /** Surveys (events) the question is on. */
  eventCount: z.number().int(),
  /** Submissions that answered it, on every event: above 0 its type and answered options are fixed. */
  answerCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof question>;

/** A row of the bank list. */
export const questionListItem = question
  .pick({
    pkQuestionId: true,
    fkChamberId: true,
    chamberName: true,
    type: true,
    isRequired: true,
    title: true,
    eventCount: true,
    answerCount: true,
    updatedAt: true,
  })
  .extend({ optionCount: z.number().int() });
export type QuestionListItem = z.infer<typeof questionListItem>;

/**
 * POST api/Questions/get-questions-for-cif-admin/: the bank, newest change first. `searchTerm`
 * matches a title in any language; `notOnEventId` leaves out the questions already on that event's
 * survey (the add-question picker). A chamber administrator lists their chamber's bank; the platform
 * administrator every chamber's, or the one named by `fkChamberId`.
 */
export const questionSearch = z.object({
  ...pageFields(20),
  searchTerm: z.string().trim().max(200, 'validation.max').nullish(),
  type: z.enum(questionTypes, 'validation.invalid').nullish(),
  fkChamberId: optionalEntityId,
  notOnEventId: optionalEntityId,
});
export type QuestionSearch = z.input<typeof questionSearch>;
export type ParsedQuestionSearch = z.infer<typeof questionSearch>;
export const questionPage = z.object({
  questions: z.array(questionListItem),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type QuestionPage = z.infer<typeof questionPage>;
