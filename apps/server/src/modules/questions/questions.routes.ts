import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam, okResult } from '@portal/contracts/common/paging';
import { question, questionModel, questionPage, questionSearch } from '@portal/contracts/questions/questions';
import { signedInActor } from '../../plugins/signed-in.ts';
import { deleteQuestion, getQuestion, saveQuestion, searchQuestions } from './questions.service.ts';

const rules =
  'Titles in English and Serbian; choice questions have 2 to 20 options, text and rating questions none. An answered question keeps its type and answered options (422 question_has_answers_type, question_option_answered).';

/** The question bank of a chamber (api/Questions, spec-2 section 7 "Questions"). */
export const questionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Questions'];
  const access = { functions: AccessGroup.administrators };

  app.post('/api/Questions/get-questions-for-cif-admin/', {
    schema: { tags, summary: "The chamber's question bank, searched and paged", body: questionSearch, response: { 200: questionPage } },
    config: { access },
    handler: async (request) => searchQuestions(app.ctx, signedInActor(request), request.body),
  });

  app.get('/api/Questions/:id', {
    schema: { tags, summary: 'A question of the bank with its titles and options', params: idParam, response: { 200: question } },
    config: { access },
    handler: async (request) => getQuestion(app.ctx, signedInActor(request), request.params.id),
  });

  app.post('/api/Questions', {
    schema: { tags, summary: 'Add a question to the bank', description: rules, body: questionModel, response: { 200: question } },
    config: { access },
    handler: async (request) => saveQuestion(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/Questions/:id', {
    schema: {
      tags,
      summary: 'Change a question of the bank',
      description: rules,
      params: idParam,
      body: questionModel,
      response: { 200: question },
    },
    config: { access },
    handler: async (request) => saveQuestion(app.ctx, signedInActor(request), request.body, request.params.id),
  });

  app.delete('/api/Questions/:id', {
    schema: {
      tags,
      summary: 'Delete a question of the bank (and take it off surveys)',
      description: '422 question_has_answers once answered.',
      params: idParam,
      response: { 200: okResult },
    },
    config: { access },
    handler: async (request) => {
      await deleteQuestion(app.ctx, signedInActor(request), request.params.id);
      return { success: true as const };
    },
  });
};
