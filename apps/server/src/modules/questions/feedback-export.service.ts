import type { EventFeedback } from '@portal/contracts/questions/feedback';
import type { MeetingReport } from '@portal/contracts/questions/surveys';
import type { Actor, AppContext } from '../../context.ts';
import type { EventRow } from '../events/event.policy.ts';
import { toMeetingReport } from './answers.mapper.ts';
import { toRespondent } from './feedback.mapper.ts';
import { eventAnswerRows, eventMeetingRows, respondentRows } from './feedback.repository.ts';
import { readEventFeedback } from './feedback.service.ts';
import { requireSurveyOrganiser } from './question.policy.ts';

/** One cell of the answers table: free text, a rating, or the chosen options' titles. */
export interface AnswerCell {
  text: string | null;
  rating: number | null;
  optionTitles: string[];
}

/** A meeting with both sides for the report files. */
export interface ExportMeeting {
  sessionName: string;
  slotStart: Date;
  slotEnd: Date;
  tableNumber: number | null;
  host: { name: string; company: string | null; report: MeetingReport | null };
  guest: { name: string; company: string | null; report: MeetingReport | null };
}

/** What feedback-on-event writes: the figures, every respondent's answers by question, every meeting with both sides. */
export interface FeedbackExport {
  event: EventRow;
  feedback: EventFeedback;
  respondents: {
    name: string;
    email: string;
    company: string | null;
    submittedAt: string | null;
    updatedAt: string | null;
    answers: Map<number, AnswerCell>;
  }[];
  meetings: ExportMeeting[];
}

/** The answers and outcomes of an event for its organisers' report files. */
export async function feedbackExport(ctx: AppContext, actor: Actor, eventId: number): Promise<FeedbackExport> {
  const event = await requireSurveyOrganiser(ctx.db, actor, eventId);
  const lang = actor.languageId;
  const [feedback, people, answers, meetings] = await Promise.all([
    readEventFeedback(ctx.db, event, lang),
    respondentRows(ctx.db, { eventId, answeredOnly: true, limit: null, offset: 0 }),
    eventAnswerRows(ctx.db, eventId, lang),
    eventMeetingRows(ctx.db, eventId),
  ]);
  const byUser = new Map<number, Map<number, AnswerCell>>();
  for (const a of answers) {
    const mine = byUser.get(a.user_id) ?? new Map<number, AnswerCell>();
    mine.set(a.question_id, { text: a.text, rating: a.rating, optionTitles: a.option_titles });
    byUser.set(a.user_id, mine);
  }
  return {
    event,
    feedback,
    respondents: people.rows.map((r) => ({ ...toRespondent(r), answers: byUser.get(r.user_id) ?? new Map() })),
    meetings: meetings.map((m) => ({
      sessionName: m.session_name,
      slotStart: new Date(m.slot_start),
      slotEnd: new Date(m.slot_end),
      tableNumber: m.table_number,
      host: { name: m.host_name, company: m.host_company, report: toMeetingReport(m.host_report) },
      guest: { name: m.guest_name, company: m.guest_company, report: toMeetingReport(m.guest_report) },
    })),
  };
}
