import { totalPages } from '@portal/contracts/common/paging';
import {
  isChoiceQuestion,
  type ParsedQuestionModel,
  type ParsedQuestionSearch,
  type Question,
  type QuestionPage,
} from '@portal/contracts/questions/questions';
import type { Actor, AppContext } from '../../context.ts';
import { offsetOf } from '../../lib/paging.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireListedChamber, requireOwningChamber } from '../programme/programme.policy.ts';
import { requireCompatibleChange, requireDeletable, requireManagedQuestion } from './question.policy.ts';
import { toQuestion, toQuestionListItem } from './questions.mapper.ts';
import {
  answeredOptionIds,
  deleteQuestionRow,
  insertQuestion,
  optionIdsOf,
  questionAnswerCount,
  questionById,
  questionPageRows,
  replaceQuestionOptions,
  replaceQuestionTitles,
  updateQuestion,
} from './questions.repository.ts';

/** get-questions-for-cif-admin/: the bank of the actor's chamber (the platform administrator's: every chamber, or the one named). */
export async function searchQuestions(ctx: AppContext, actor: Actor, input: ParsedQuestionSearch): Promise<QuestionPage> {
  const chamberId = requireListedChamber(actor, input.fkChamberId);
  const { rows, total } = await questionPageRows(
    ctx.db,
    { chamberId, searchTerm: input.searchTerm, type: input.type, notOnEventId: input.notOnEventId },
    actor.languageId,
    { limit: input.pageSize, offset: offsetOf(input.pageNum, input.pageSize) },
  );
  return { questions: rows.map(toQuestionListItem), totalPages: totalPages(total, input.pageSize), totalCount: total };
}

/** GET api/Questions/{id}. */
export async function getQuestion(ctx: AppContext, actor: Actor, id: number): Promise<Question> {
  await requireManagedQuestion(ctx.db, actor, id);
  return toQuestion(await questionById(ctx.db, id, actor.languageId), actor.languageId);
}

/**
 * POST api/Questions and PUT api/Questions/{id}. A change locks the question, so an answer
 * arriving meanwhile is checked against the question as changed; an answered question keeps its
 * type and answered options (question.policy's requireCompatibleChange).
 */
export async function saveQuestion(ctx: AppContext, actor: Actor, input: ParsedQuestionModel, id?: number): Promise<Question> {
  const options = isChoiceQuestion(input.type) ? input.options : [];
  const savedId = await ctx.db.transaction(async (tx) => {
    let questionId: number;
    if (id) {
      const current = await requireManagedQuestion(tx, actor, id, { lock: true });
      const answered = { answerCount: await questionAnswerCount(tx, id), answeredOptionIds: await answeredOptionIds(tx, id) };
      requireCompatibleChange(current, { type: input.type, options }, await optionIdsOf(tx, id), answered);
      await updateQuestion(tx, id, { type: input.type, isRequired: input.isRequired });
      questionId = id;
    } else {
      const fkChamberId = await requireOwningChamber(tx, actor, input.fkChamberId);
      questionId = await insertQuestion(tx, { fkChamberId, type: input.type, isRequired: input.isRequired, createdBy: actor.userId });
    }
    await replaceQuestionTitles(tx, questionId, input.titles);
    await replaceQuestionOptions(tx, questionId, options);
    await logAction(tx, actor, id ? 'update_question' : 'create_question', 'question', questionId);
    return questionId;
  });
  return getQuestion(ctx, actor, savedId);
}

/** DELETE api/Questions/{id}: taken off every survey too; an answered question is kept (422 question_has_answers). */
export async function deleteQuestion(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireManagedQuestion(tx, actor, id, { lock: true });
    requireDeletable({ answerCount: await questionAnswerCount(tx, id) });
    await deleteQuestionRow(tx, id);
    await logAction(tx, actor, 'delete_question', 'question', id);
  });
}
