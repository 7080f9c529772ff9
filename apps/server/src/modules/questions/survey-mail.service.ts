import { answerSurveyPath, eventFeedbackFormPath, portalAddress } from '@portal/contracts/common/portal-links';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { SurveyMailResult } from '@portal/contracts/questions/feedback';
import type { Actor, AppContext } from '../../context.ts';
import { businessRule } from '../../lib/app-error.ts';
import { chamberName } from '../codes/chambers.repository.ts';
import { displayDate } from '../events/invitations-mail.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications, writeNotifications } from '../notifications/notify.service.ts';
import { requireSurveyOrganiser } from './question.policy.ts';
import { claimSurveyMailings } from './survey-mail.repository.ts';
import { surveyCounts, surveyQuestionIds, surveyRow, updateSurvey } from './surveys.repository.ts';

const SECONDS_PER_HOUR = 3600;

/**
 * send-q-and-f-email-to-event-participants: mails every registered attendee the survey's link
 * (/answer-survey, through the outbox, in their language) unless they were mailed it within
 * SURVEY_MAIL_WINDOW_HOURS, and reminds those of them who have not answered with notification
 * type 8. The survey must be open with a question (422 survey_not_open, survey_has_no_questions).
 */
export async function sendSurveyMail(ctx: AppContext, actor: Actor, eventId: number): Promise<SurveyMailResult> {
  const event = await requireSurveyOrganiser(ctx.db, actor, eventId);
  const now = new Date();
  const { mailed, written, attendeeCount } = await ctx.db.transaction(async (tx) => {
    if (!(await surveyRow(tx, eventId))?.isOpen) throw businessRule('survey_not_open');
    if (!(await surveyQuestionIds(tx, eventId)).length) throw businessRule('survey_has_no_questions');
    const claimed = await claimSurveyMailings(tx, eventId, now, ctx.config.SURVEY_MAIL_WINDOW_HOURS * SECONDS_PER_HOUR);
    const chamberNames = new Map<number, string>();
    const link = portalAddress(ctx.config.publicUrl, answerSurveyPath(eventId));
    for (const a of claimed) {
      if (!chamberNames.has(a.language_id))
        chamberNames.set(a.language_id, (await chamberName(tx, event.fkChamberId, a.language_id)) ?? '');
      await ctx.mail.enqueue(tx, {
        to: a.email,
        template: 'event_survey',
        lang: a.language_code,
        params: {
          firstName: a.first_name,
          eventName: event.name,
          startDate: displayDate(event.startDate),
          chamberName: chamberNames.get(a.language_id) ?? '',
        },
        link,
      });
    }
    const notified = await writeNotifications(tx, {
      userIds: claimed.filter((a) => !a.answered).map((a) => a.user_id),
      content: { type: NotificationType.eventQuestionsReminder, eventId, eventName: event.name },
      link: eventFeedbackFormPath(eventId),
    });
    if (claimed.length) await updateSurvey(tx, eventId, { lastMailSentAt: now });
    await logAction(tx, actor, 'send_survey_mail', 'event', eventId, { mailed: claimed.length, reminded: notified.length });
    return { mailed: claimed.length, written: notified, attendeeCount: (await surveyCounts(tx, eventId)).attendeeCount };
  });
  await publishNotifications(ctx, written);
  if (mailed) ctx.mail.deliverSoon();
  return { mailed, alreadyMailed: Math.max(0, attendeeCount - mailed), reminded: written.length, sentAt: now.toISOString() };
}
