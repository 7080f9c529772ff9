import { requiredText } from '@portal/contracts/common/validation';
import {
  isChoiceQuestion,
  OPTION_TITLE_MAX,
  QUESTION_LANGUAGE_IDS,
  QUESTION_TITLE_MAX,
  type Question,
  type QuestionModel,
  questionModel,
  questionTypes,
  type StoredTitle,
} from '@portal/contracts/questions/questions';
import { z } from 'zod';
import { contractForm, contractRules } from '../../../components/form/contract-form.ts';
import { LANGUAGES, type LanguageCode } from '../../../i18n/languages.ts';

/** The interface languages a question is written in, in the contract's order, with their codes. */
export const QUESTION_LANGUAGES = QUESTION_LANGUAGE_IDS.map((id) => {
  const language = LANGUAGES.find((l) => l.id === id);
  if (!language) throw new Error(`no interface language ${id}`);
  return language;
});

export type Titles = Record<LanguageCode, string>;

/** A title in one language from the stored ones ('' when it was never written). */
export const titleIn = (titles: readonly StoredTitle[], languageId: number) =>
  titles.find((x) => x.fkLanguageId === languageId)?.title ?? '';

const toTitles = (stored: readonly StoredTitle[]): Titles =>
  Object.fromEntries(QUESTION_LANGUAGES.map((l) => [l.code, titleIn(stored, l.id)])) as Titles;
const emptyTitles = (): Titles => toTitles([]);
const toStoredTitles = (titles: Titles) => QUESTION_LANGUAGES.map((l) => ({ fkLanguageId: l.id, title: titles[l.code] }));

let nextKey = 0;
/** A new option row: no id yet, empty titles; `key` tells React's rows apart. */
export const newOption = (): OptionValues => ({ key: `new-${++nextKey}`, id: null, titles: emptyTitles() });

const titleFields = (max: number) =>
  z.object(Object.fromEntries(QUESTION_LANGUAGES.map((l) => [l.code, requiredText(max)])) as Record<LanguageCode, z.ZodString>);
const optionFields = z.object({
  key: z.string(),
  id: z.number().int().nullable(),
  titles: z.object(Object.fromEntries(QUESTION_LANGUAGES.map((l) => [l.code, z.string()])) as Record<LanguageCode, z.ZodString>),
});
export type OptionValues = z.output<typeof optionFields>;

/**
 * What the inputs hold: the type ('' until chosen), the required switch, the title in every
 * language side by side, and the options with their titles. A choice question's option titles are
 * required; the options of other types are kept while the form is open but not sent.
 */
const fields = z
  .object({
    type: z.enum(questionTypes, 'validation.required'),
    isRequired: z.boolean(),
    titles: titleFields(QUESTION_TITLE_MAX),
    options: z.array(optionFields),
  })
  .superRefine((values, ctx) => {
    if (!isChoiceQuestion(values.type)) return;
    const title = requiredText(OPTION_TITLE_MAX);
    values.options.forEach((option, i) => {
      for (const l of QUESTION_LANGUAGES) {
        const checked = title.safeParse(option.titles[l.code]);
        for (const issue of checked.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['options', i, 'titles', l.code] });
      }
    });
  });
type FormFields = z.output<typeof fields>;

/** The request body of the inputs: options only for choice questions. */
export const toQuestionModel = (values: FormFields): QuestionModel => ({
  type: values.type,
  isRequired: values.isRequired,
  titles: toStoredTitles(values.titles),
  options: isChoiceQuestion(values.type) ? values.options.map((o) => ({ pkQuestionOptionId: o.id, titles: toStoredTitles(o.titles) })) : [],
});

/** The form of a question of the bank: new (null) or stored. */
export const questionForm = contractForm({
  // The inputs check the titles themselves; the contract adds its rules on the options (how many, which types).
  schema: contractRules(fields, questionModel, toQuestionModel, { skip: (issue) => issue.path[0] === 'titles' || issue.path.length > 1 }),
  toValues: (stored: Question | null) => ({
    type: stored?.type ?? ('' as FormFields['type'] | ''),
    isRequired: stored?.isRequired ?? false,
    titles: stored ? toTitles(stored.titles) : emptyTitles(),
    options: (stored?.options ?? []).map(
      (o): OptionValues => ({ key: `option-${o.pkQuestionOptionId}`, id: o.pkQuestionOptionId, titles: toTitles(o.titles) }),
    ),
  }),
});

/**
 * The input of a server's field error: the body's `titles.<i>.title` and
 * `options.<i>.titles.<j>.title` name a language by its place in the body, the form by its code.
 */
export function formFieldOf(serverPath: string): string {
  const code = (i: string) => QUESTION_LANGUAGES[Number(i)]?.code ?? i;
  const title = /^titles\.(\d+)\.title$/.exec(serverPath);
  if (title) return `titles.${code(title[1])}`;
  const option = /^options\.(\d+)\.titles\.(\d+)\.title$/.exec(serverPath);
  if (option) return `options.${option[1]}.titles.${code(option[2])}`;
  return serverPath;
}
