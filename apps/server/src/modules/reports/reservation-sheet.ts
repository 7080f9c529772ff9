import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { Reservation } from '@portal/contracts/meetings/reservations';
import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';
import ExcelJS from 'exceljs';

export const RESERVATIONS_SHEET_NAME = ReportFileName.scheduleReservations;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spec's columns (spec-2 section 6 "Schedule reservations for user"), then the meeting's state. */
const headers: Record<InterfaceLanguageCode, string[]> = {
  eng: ['Table number', 'Host name', 'Host company', 'Guest name', 'Guest company', 'Date', 'Start time', 'End time', 'Status'],
  sr: ['Broj stola', 'Domaćin', 'Kompanija domaćina', 'Gost', 'Kompanija gosta', 'Datum', 'Početak', 'Kraj', 'Status'],
  sq: [
    'Numri i tavolinës',
    'Mikpritësi',
    'Kompania e mikpritësit',
    'I ftuari',
    'Kompania e të ftuarit',
    'Data',
    'Fillimi',
    'Mbarimi',
    'Statusi',
  ],
  mk: ['Број на маса', 'Домаќин', 'Компанија на домаќинот', 'Гостин', 'Компанија на гостинот', 'Датум', 'Почеток', 'Крај', 'Статус'],
};
const statuses: Record<InterfaceLanguageCode, Record<Reservation['status'], string>> = {
  eng: { requested: 'Requested', accepted: 'Accepted', rejected: 'Declined', cancelled: 'Cancelled' },
  sr: { requested: 'Zatraženo', accepted: 'Prihvaćeno', rejected: 'Odbijeno', cancelled: 'Otkazano' },
  sq: { requested: 'Kërkuar', accepted: 'Pranuar', rejected: 'Refuzuar', cancelled: 'Anuluar' },
  mk: { requested: 'Побарано', accepted: 'Прифатено', rejected: 'Одбиено', cancelled: 'Откажано' },
};

const displayDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}.`;

/** The meetings as a spreadsheet (xlsx): one row each, in the order given, headers in the caller's language. */
export async function reservationsSheet(meetings: Reservation[], languageId: number, sheetName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  // A sheet name holds at most 31 characters and none of : \ / ? * [ ].
  const sheet = book.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Meetings');
  sheet.columns = textsIn(headers, languageId).map((header, i) => ({ header, width: [12, 24, 28, 24, 28, 13, 11, 11, 13][i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const m of meetings) {
    sheet.addRow([
      m.tableNumber,
      `${m.reservingUser.firstName} ${m.reservingUser.lastName}`,
      m.reservingUser.company ?? '',
      `${m.reservedUser.firstName} ${m.reservedUser.lastName}`,
      m.reservedUser.company ?? '',
      displayDay(m.day),
      m.startTime,
      m.endTime,
      textsIn(statuses, languageId)[m.status],
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
