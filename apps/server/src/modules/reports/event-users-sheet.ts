import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { Attendee } from '@portal/contracts/events/invitations';
import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';
import ExcelJS from 'exceljs';

/** Spec-2 section 6 "Spreadsheets: Event users": the file's name. */
export const EVENT_USERS_FILE_NAME = ReportFileName.eventUsers;

/**
 * The spec's columns (name, e-mail, attendee type name, company, invite status), then the phone,
 * where the person shows it in attendee lists (contact-visibility.policy.ts).
 */
interface EventUsersTexts {
  sheet: string;
  columns: string[];
  status: Record<'invited' | 'accepted' | 'blocked', string>;
}
const texts: Record<InterfaceLanguageCode, EventUsersTexts> = {
  eng: {
    sheet: 'Event users',
    columns: ['Name', 'E-mail', 'Attendee type', 'Company', 'Invitation status', 'Phone'],
    status: { invited: 'Invited', accepted: 'Accepted', blocked: 'Blocked' },
  },
  sr: {
    sheet: 'Učesnici događaja',
    columns: ['Ime i prezime', 'E-pošta', 'Vrsta učesnika', 'Kompanija', 'Status poziva', 'Telefon'],
    status: { invited: 'Pozvan/a', accepted: 'Prihvatio/la', blocked: 'Blokiran/a' },
  },
  sq: {
    sheet: 'Pjesëmarrësit e ngjarjes',
    columns: ['Emri dhe mbiemri', 'E-mail', 'Lloji i pjesëmarrësit', 'Kompania', 'Statusi i ftesës', 'Telefoni'],
    status: { invited: 'I/e ftuar', accepted: 'Pranoi', blocked: 'I/e bllokuar' },
  },
  mk: {
    sheet: 'Учесници на настанот',
    columns: ['Име и презиме', 'Е-пошта', 'Вид на учесник', 'Компанија', 'Статус на поканата', 'Телефон'],
    status: { invited: 'Поканет/а', accepted: 'Прифатил/а', blocked: 'Блокиран/а' },
  },
};
const COLUMN_WIDTHS = [28, 34, 22, 32, 18, 20];

/** Blocked wins over accepted, as in the attendee list: a blocked person takes no part whatever they answered. */
const invitationStatus = (a: Pick<Attendee, 'isBlocked' | 'isAccepted'>) =>
  a.isBlocked ? 'blocked' : a.isAccepted ? 'accepted' : 'invited';

/** One row per invitation, in the list's order; people invited without an account have only their e-mail. */
export async function eventUsersSheet(attendees: Attendee[], languageId: number): Promise<Buffer> {
  const x = textsIn(texts, languageId);
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(x.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = x.columns.map((header, i) => ({ header, width: COLUMN_WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: x.columns.length } };
  for (const a of attendees) {
    const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
    sheet.addRow([name, a.email ?? '', a.attendeeTypeName ?? '', a.companyName ?? '', x.status[invitationStatus(a)], a.phone ?? '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
