import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AttendeeFeedbackFormat,
  attendeeFeedback,
  attendeeFeedbackQuery,
  feedbackReportParams,
  feedbackReportQuery,
} from '@portal/contracts/questions/feedback';
import { FeedbackReportFormat } from '@portal/contracts/questions/question-paths';
import { signedInActor } from '../../plugins/signed-in.ts';
import { eventMembers, eventOrganisers } from '../events/event-route-access.ts';
import { getAttendeeFeedback } from '../questions/feedback.service.ts';
import { ATTENDEE_FEEDBACK_PDF_FILE_NAME, attendeeFeedbackPdf, FEEDBACK_PDF_FILE_NAME } from './feedback-pdf.ts';
import { eventFeedbackPdf, eventFeedbackSheet } from './feedback-report.service.ts';
import { FEEDBACK_SHEET_FILE_NAME } from './feedback-sheet.ts';
import { XLSX_TYPE } from './reservation-sheet.ts';
import { sendReport } from './send-report.ts';

const PDF_TYPE = 'application/pdf';

/** The feedback reports of api/Reports (spec-2 section 7 "Reports"). */
export const feedbackReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reports'];

  app.get('/api/Reports/feedback-on-event/:id', {
    schema: {
      tags,
      summary:
        "An event's answers and meeting outcomes as a spreadsheet (format=xlsx, the default) or a PDF summary (format=pdf), for its organisers",
      description:
        'xlsx sheets: Answers (a row per respondent, a column per question), Meetings (a row per accepted meeting, both sides), Summary (per question counts).',
      params: feedbackReportParams,
      querystring: feedbackReportQuery,
    },
    config: { access: eventOrganisers },
    handler: async (request, reply) => {
      const actor = signedInActor(request);
      if (request.query.format === FeedbackReportFormat.pdf) {
        return sendReport(reply, PDF_TYPE, 'inline', FEEDBACK_PDF_FILE_NAME, await eventFeedbackPdf(app.ctx, actor, request.params.id));
      }
      return sendReport(
        reply,
        XLSX_TYPE,
        'attachment',
        FEEDBACK_SHEET_FILE_NAME,
        await eventFeedbackSheet(app.ctx, actor, request.params.id),
      );
    },
  });

  app.post('/api/Reports/answers-for-user-on-event', {
    schema: {
      tags,
      summary:
        "One attendee's answers and meetings with both sides' accounts (format=json, the default, or pdf): the organisers' view, or my own",
      body: attendeeFeedbackQuery,
      response: { 200: attendeeFeedback },
    },
    config: { access: eventMembers },
    handler: async (request, reply) => {
      const actor = signedInActor(request);
      const answer = await getAttendeeFeedback(app.ctx, actor, request.body.fkEventId, request.body.fkUserId);
      if (request.body.format !== AttendeeFeedbackFormat.pdf) return answer;
      const pdf = await attendeeFeedbackPdf(answer, actor.languageId, app.ctx.config.publicUrl);
      return sendReport(reply, PDF_TYPE, 'inline', ATTENDEE_FEEDBACK_PDF_FILE_NAME, pdf);
    },
  });
};
