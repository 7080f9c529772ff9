import type { AttendeeFeedback, EventFeedback, MeetingFigures } from '@portal/contracts/questions/feedback';
import { meetingOutcomes } from '@portal/contracts/questions/surveys';
import type { Content } from 'pdfmake/interfaces';
import { portalDateTime } from '../../lib/portal-clock.ts';
import { answerText, type FeedbackTexts, feedbackTexts } from './feedback-texts.ts';
import { renderPdf, reportDocument } from './report-pdf.ts';

export const FEEDBACK_PDF_FILE_NAME = 'Event feedback.pdf';
export const ATTENDEE_FEEDBACK_PDF_FILE_NAME = 'Attendee feedback.pdf';

const BRAND = '#17488f';
const BAR_WIDTH = 180;
/** Companies listed in the summary; the spreadsheet holds every meeting. */
const SUMMARY_COMPANIES = 20;

const styles = {
  title: { fontSize: 16, bold: true, color: BRAND, margin: [0, 0, 0, 4] as [number, number, number, number] },
  section: { fontSize: 11, bold: true, color: BRAND, margin: [0, 12, 0, 4] as [number, number, number, number] },
  muted: { color: '#5c636a' },
};

/** A count with a bar of its share. */
function countRow(label: string, count: number, total: number): Content[] {
  const width = total ? Math.max(1, Math.round((count / total) * BAR_WIDTH)) : 0;
  return [
    { text: label },
    { canvas: width ? [{ type: 'rect', x: 0, y: 2, w: width, h: 8, color: BRAND }] : [] },
    { text: String(count), alignment: 'right' },
  ];
}

function questionBlock(q: EventFeedback['questions'][number], tx: FeedbackTexts): Content[] {
  const rows = [
    ...q.options.map((o) => countRow(o.title, o.count, q.answerCount)),
    ...q.ratings.map((r) => countRow(String(r.rating), r.count, q.answerCount)),
  ];
  const average = q.averageRating === null ? '' : ` · ${tx.average}: ${q.averageRating}`;
  return [
    { text: `${q.position + 1}. ${q.title}`, bold: true, margin: [0, 8, 0, 2] },
    { text: `${tx.types[q.type]} · ${tx.answers}: ${q.answerCount}${average}`, style: 'muted', margin: [0, 0, 0, 3] },
    ...(rows.length ? [{ table: { widths: [150, BAR_WIDTH, 40], body: rows }, layout: 'noBorders' } as Content] : []),
    ...q.latestTexts.map((x) => ({ text: `“${x.text}” — ${x.name}`, margin: [8, 1, 0, 1] }) as Content),
  ];
}

function figuresTable(rows: { label: string; f: MeetingFigures }[], tx: FeedbackTexts): Content {
  const head = ['', tx.total, tx.held, tx.noShows, tx.unreported, ...meetingOutcomes.map((o) => tx.outcomes[o])].map((text) => ({
    text,
    bold: true,
  }));
  return {
    table: {
      headerRows: 1,
      widths: ['*', 34, 34, 44, 50, 50, 60, 50],
      body: [
        head,
        ...rows.map(({ label, f }) =>
          [label, f.total, f.held, f.noShows, f.unreported, ...meetingOutcomes.map((o) => f.outcomes[o])].map(String),
        ),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** The PDF summary of feedback-on-event: the figures of every question and of the meetings, per session and per company. */
export async function feedbackPdf(f: EventFeedback, languageId: number, webAddress: string): Promise<Buffer> {
  const tx = feedbackTexts(languageId);
  const doc = await reportDocument({ title: `${tx.title}: ${f.eventName}`, webAddress, generatedOn: tx.generatedOn, pageLabel: tx.page }, [
    { text: tx.title.toUpperCase(), style: 'muted', bold: true },
    { text: f.eventName, style: 'title' },
    { text: tx.respondents(f.respondentCount, f.attendeeCount), margin: [0, 0, 0, 6] },
    ...f.questions.flatMap((q) => questionBlock(q, tx)),
    { text: tx.meetings, style: 'section' },
    figuresTable([{ label: tx.total, f: f.meetings }, ...f.meetingsBySession.map((s) => ({ label: s.sessionName, f: s }))], tx),
    ...(f.meetingsByCompany.length
      ? [
          { text: tx.byCompany, style: 'section' } as Content,
          figuresTable(
            f.meetingsByCompany.slice(0, SUMMARY_COMPANIES).map((c) => ({ label: c.companyName, f: c })),
            tx,
          ),
        ]
      : []),
  ]);
  doc.styles = styles;
  return renderPdf(doc);
}

/** The PDF of answers-for-user-on-event: the attendee's answers, then their meetings with both sides' accounts. */
export async function attendeeFeedbackPdf(a: AttendeeFeedback, languageId: number, webAddress: string): Promise<Buffer> {
  const tx = feedbackTexts(languageId);
  const account = (r: AttendeeFeedback['meetings'][number]['mine']) =>
    !r ? tx.noAnswer : [r.tookPlace ? tx.yes : tx.no, r.outcome ? tx.outcomes[r.outcome] : '', r.note ?? ''].filter(Boolean).join(' · ');
  const doc = await reportDocument(
    { title: `${tx.attendeeTitle}: ${a.name}`, webAddress, generatedOn: tx.generatedOn, pageLabel: tx.page },
    [
      { text: a.eventName.toUpperCase(), style: 'muted', bold: true },
      { text: a.name, style: 'title' },
      { text: [a.company, a.email].filter(Boolean).join(' · '), margin: [0, 0, 0, 6] },
      ...a.answers.flatMap((x): Content[] => [
        { text: `${x.position + 1}. ${x.title}`, bold: true, margin: [0, 6, 0, 1] },
        { text: x.answer ? answerText({ ...x.answer, optionTitles: x.optionTitles }) : tx.noAnswer, style: x.answer ? undefined : 'muted' },
      ]),
      ...(a.meetings.length
        ? [
            { text: tx.meetings, style: 'section' } as Content,
            {
              table: {
                headerRows: 1,
                widths: [90, '*', '*', '*'],
                body: [
                  [tx.session, tx.guest, tx.mine, tx.theirs].map((text) => ({ text, bold: true })),
                  ...a.meetings.map((m) => [
                    `${m.sessionName}\n${portalDateTime(new Date(m.slotStart))}`,
                    [m.otherName, m.otherCompany].filter(Boolean).join('\n'),
                    account(m.mine),
                    account(m.theirs),
                  ]),
                ],
              },
              layout: 'lightHorizontalLines',
            } as Content,
          ]
        : []),
    ],
  );
  doc.styles = styles;
  return renderPdf(doc);
}
