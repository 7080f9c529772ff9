import type { Actor, AppContext } from '../../context.ts';
import { feedbackExport } from '../questions/feedback-export.service.ts';
import { getEventFeedback } from '../questions/feedback.service.ts';
import { feedbackPdf } from './feedback-pdf.ts';
import { feedbackSheet } from './feedback-sheet.ts';

/** feedback-on-event as a spreadsheet: every answer and every meeting's outcomes. */
export async function eventFeedbackSheet(ctx: AppContext, actor: Actor, eventId: number): Promise<Buffer> {
  return feedbackSheet(await feedbackExport(ctx, actor, eventId), actor.languageId);
}

/** feedback-on-event as the PDF summary of the feedback tab's figures. */
export async function eventFeedbackPdf(ctx: AppContext, actor: Actor, eventId: number): Promise<Buffer> {
  return feedbackPdf(await getEventFeedback(ctx, actor, eventId), actor.languageId, ctx.config.publicUrl);
}
