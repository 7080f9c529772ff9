import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { AgendaAttendee, AgendaEntry, EventAgenda } from '@portal/contracts/schedules/agenda';
import { cutCell, dayHeading, eventDates, timeRange } from './agenda-cells.ts';
import { type AgendaTexts, agendaTexts } from './agenda-texts.ts';
import { renderPdf, reportDocument } from './report-pdf.ts';

/** Spec-2 section 6: the file names of the two agenda PDFs. */
export const EVENT_AGENDA_FILE_NAME = ReportFileName.eventAgenda;
export const USER_AGENDA_FILE_NAME = ReportFileName.userAgenda;

export interface AgendaPdfInput {
  agenda: EventAgenda;
  /** My agenda: whose it is (with the avatar as a PNG or JPEG data URL, when there is one). Without it, the event agenda. */
  attendee?: AgendaAttendee & { avatarDataUrl?: string | null };
  languageId: number;
  webAddress: string;
  now?: Date;
}

const BRAND = '#17488f';
const HEADER_FILL = '#eef3fb';

function sessionRow(e: AgendaEntry, withInterest: boolean): TableCell[] {
  const row: TableCell[] = [
    { text: timeRange(e.startTime, e.endTime), noWrap: true },
    { text: cutCell(e.sessionName), bold: true },
    cutCell(e.sessionType),
    cutCell(e.speaker),
    cutCell(e.hall),
  ];
  if (withInterest) row.push({ text: String(e.numberOfInterestedUsers), alignment: 'right' });
  return row;
}

/**
 * A day's sessions as one table whose first two rows (the day and the column names) repeat on
 * every page it spans, and never stand alone at the foot of a page.
 */
function dayTable(day: AgendaEntry[], texts: AgendaTexts, withInterest: boolean, languageId: number): Content {
  const columns = [texts.time, texts.session, texts.type, texts.speaker, texts.hall, ...(withInterest ? [texts.interested] : [])];
  const dayRow: TableCell[] = [
    { text: dayHeading(day[0].day, languageId), style: 'day', colSpan: columns.length, border: [false, false, false, false] },
    ...columns.slice(1).map((): TableCell => ({})),
  ];
  const header = columns.map((text): TableCell => ({ text, bold: true, color: BRAND, fillColor: HEADER_FILL }));
  return {
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: withInterest ? [58, '*', 66, 90, 66, 64] : [58, '*', 80, 105, 80],
      body: [dayRow, header, ...day.map((e) => sessionRow(e, withInterest))],
    },
    layout: {
      hLineWidth: (i) => (i < 2 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#d0d7de',
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

function heading(input: AgendaPdfInput, texts: AgendaTexts): Content[] {
  const { eventModel } = input.agenda;
  const facts: Content[] = [{ text: [{ text: `${texts.dates}: `, bold: true }, eventDates(eventModel.startDate, eventModel.endDate)] }];
  if (eventModel.venue) facts.push({ text: [{ text: `${texts.venue}: `, bold: true }, eventModel.venue] });
  const a = input.attendee;
  if (a) {
    const who = [`${a.firstName} ${a.lastName}`.trim(), a.company].filter(Boolean).join(', ');
    facts.push({ text: [{ text: `${texts.attendee}: `, bold: true }, who] });
  }
  const lines: Content[] = [
    { text: a ? texts.myAgenda : texts.eventAgenda, style: 'kicker' },
    { text: eventModel.name, style: 'title' },
    ...facts,
  ];
  if (!a?.avatarDataUrl) return lines;
  return [
    {
      columns: [
        { stack: lines, width: '*' },
        { image: a.avatarDataUrl, fit: [56, 56], width: 56 },
      ],
      columnGap: 12,
    },
  ];
}

/** The agenda PDF of spec-2 section 6: the event, then its sessions grouped by day; the event agenda adds interest counts. */
export async function agendaPdfDocument(input: AgendaPdfInput) {
  const texts = agendaTexts(input.languageId);
  const withInterest = !input.attendee;
  const days = input.agenda.groupedSchedules.filter((day) => day.length > 0);
  const doc = await reportDocument(
    {
      title: `${input.attendee ? texts.myAgenda : texts.eventAgenda}: ${input.agenda.eventModel.name}`,
      webAddress: input.webAddress,
      generatedOn: texts.generatedOn,
      pageLabel: texts.page,
      now: input.now,
    },
    [...heading(input, texts), ...days.map((day) => dayTable(day, texts, withInterest, input.languageId))],
  );
  doc.styles = {
    kicker: { fontSize: 9, color: '#5c636a', bold: true, characterSpacing: 0.6 },
    title: { fontSize: 16, bold: true, color: BRAND, margin: [0, 2, 0, 6] },
    day: { fontSize: 11, bold: true, color: BRAND, margin: [0, 12, 0, 2] },
  };
  return doc;
}

export async function agendaPdf(input: AgendaPdfInput): Promise<Buffer> {
  return renderPdf(await agendaPdfDocument(input));
}
