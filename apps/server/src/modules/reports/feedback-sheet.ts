import ExcelJS from 'exceljs';
import { portalClock } from '../../lib/portal-clock.ts';
import type { FeedbackExport } from '../questions/feedback-export.service.ts';
import { answerText, feedbackTexts } from './feedback-texts.ts';

export const FEEDBACK_SHEET_FILE_NAME = 'Event feedback.xlsx';

const displayDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}.`;
const dateTime = (iso: string | null) => {
  if (!iso) return '';
  const { day, time } = portalClock(new Date(iso));
  return `${displayDay(day)} ${time}`;
};

function header(sheet: ExcelJS.Worksheet, columns: { header: string; width: number }[]) {
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/**
 * The spreadsheet of feedback-on-event: Answers (one row per respondent: name, e-mail, company,
 * submitted, last change, then one column per survey question in order), Meetings (one row per
 * accepted meeting with both sides' accounts side by side) and Summary (per question: answers,
 * average rating, option counts). Headers in the caller's language; times in the portal's zone.
 */
export async function feedbackSheet(data: FeedbackExport, languageId: number): Promise<Buffer> {
  const tx = feedbackTexts(languageId);
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const questions = data.feedback.questions;

  const answers = book.addWorksheet(tx.answersSheet);
  header(answers, [
    { header: tx.name, width: 24 },
    { header: tx.email, width: 28 },
    { header: tx.company, width: 26 },
    { header: tx.submitted, width: 17 },
    { header: tx.updated, width: 17 },
    ...questions.map((q) => ({ header: q.title, width: 30 })),
  ]);
  for (const r of data.respondents) {
    answers.addRow([
      r.name,
      r.email,
      r.company ?? '',
      dateTime(r.submittedAt),
      dateTime(r.updatedAt),
      ...questions.map((q) => {
        const a = r.answers.get(q.pkQuestionId);
        return a?.rating ?? answerText(a);
      }),
    ]);
  }

  const meetings = book.addWorksheet(tx.meetingsSheet);
  header(meetings, [
    { header: tx.session, width: 22 },
    { header: tx.date, width: 12 },
    { header: tx.start, width: 10 },
    { header: tx.end, width: 10 },
    { header: tx.table, width: 8 },
    { header: tx.host, width: 22 },
    { header: tx.hostCompany, width: 24 },
    { header: tx.guest, width: 22 },
    { header: tx.guestCompany, width: 24 },
    ...[tx.host, tx.guest].flatMap((side) => [
      { header: tx.tookPlace(side), width: 16 },
      { header: tx.outcome(side), width: 24 },
      { header: tx.note(side), width: 30 },
    ]),
  ]);
  for (const m of data.meetings) {
    const start = portalClock(m.slotStart);
    const side = (s: typeof m.host) =>
      s.report
        ? [s.report.tookPlace ? tx.yes : tx.no, s.report.outcome ? tx.outcomes[s.report.outcome] : '', s.report.note ?? '']
        : ['', '', ''];
    meetings.addRow([
      m.sessionName,
      displayDay(start.day),
      start.time,
      portalClock(m.slotEnd).time,
      m.tableNumber ?? '',
      m.host.name,
      m.host.company ?? '',
      m.guest.name,
      m.guest.company ?? '',
      ...side(m.host),
      ...side(m.guest),
    ]);
  }

  const summary = book.addWorksheet(tx.summarySheet);
  header(summary, [
    { header: tx.question, width: 40 },
    { header: tx.type, width: 16 },
    { header: tx.answers, width: 10 },
    { header: tx.average, width: 10 },
    { header: '', width: 60 },
  ]);
  for (const q of questions) {
    const counts = [...q.options.map((o) => `${o.title}: ${o.count}`), ...q.ratings.map((r) => `${r.rating}: ${r.count}`)].join('; ');
    summary.addRow([q.title, tx.types[q.type], q.answerCount, q.averageRating ?? '', counts]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
