import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { AdminUserDetails } from '@portal/contracts/users/admin-users';
import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';
import type { Content } from 'pdfmake/interfaces';
import { displayDate } from './agenda-cells.ts';
import { blockContent, formatters, reportPageStyles } from './company-report-pdf.ts';
import type { Block } from './company-report-pages.ts';
import { companyReportTexts } from './company-report-texts.ts';
import { renderPdf, reportDocument } from './report-pdf.ts';

/** The name the user details PDF is saved under (the spec names only the company and agenda PDFs; this follows them). */
export const USER_DETAILS_FILE_NAME = ReportFileName.userDetails;

/** The avatar's printed side in points. */
const AVATAR_SIDE = 64;

/** The labels of the user details PDF, the same as the user administration screen's (web lang file user-admin.json). */
const eng = {
  title: 'User details',
  person: 'Person',
  account: 'Account',
  membership: 'Company and chamber',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  userName: 'User name',
  phone: 'Phone',
  directPhone: 'Direct phone',
  position: 'Position',
  language: 'Language',
  role: 'Role',
  company: 'Company',
  multinational: 'Multinational company',
  country: 'Country',
  chamber: 'Chamber',
  verified: 'Verified',
  active: 'Active',
  emailConfirmed: 'E-mail confirmed',
  passwordChangeNeeded: 'Must change password at next sign-in',
  created: 'Registered on',
  lastLogin: 'Last sign-in',
  never: 'Never',
};
const texts: Record<InterfaceLanguageCode, typeof eng> = {
  eng,
  sr: {
    title: 'Podaci o korisniku',
    person: 'Osoba',
    account: 'Nalog',
    membership: 'Kompanija i komora',
    firstName: 'Ime',
    lastName: 'Prezime',
    email: 'E-pošta',
    userName: 'Korisničko ime',
    phone: 'Telefon',
    directPhone: 'Direktan telefon',
    position: 'Pozicija',
    language: 'Jezik',
    role: 'Uloga',
    company: 'Kompanija',
    multinational: 'Multinacionalna kompanija',
    country: 'Država',
    chamber: 'Komora',
    verified: 'Verifikovan',
    active: 'Aktivan',
    emailConfirmed: 'E-pošta potvrđena',
    passwordChangeNeeded: 'Mora da promeni lozinku pri sledećoj prijavi',
    created: 'Registrovan',
    lastLogin: 'Poslednja prijava',
    never: 'Nikada',
  },
  sq: {
    title: 'Të dhënat e përdoruesit',
    person: 'Personi',
    account: 'Llogaria',
    membership: 'Kompania dhe dhoma',
    firstName: 'Emri',
    lastName: 'Mbiemri',
    email: 'E-mail',
    userName: 'Emri i përdoruesit',
    phone: 'Telefoni',
    directPhone: 'Telefoni i drejtpërdrejtë',
    position: 'Pozita',
    language: 'Gjuha',
    role: 'Roli',
    company: 'Kompania',
    multinational: 'Kompani shumëkombëshe',
    country: 'Shteti',
    chamber: 'Dhoma',
    verified: 'I verifikuar',
    active: 'Aktiv',
    emailConfirmed: 'E-maili i konfirmuar',
    passwordChangeNeeded: 'Duhet të ndryshojë fjalëkalimin në hyrjen e ardhshme',
    created: 'Regjistruar më',
    lastLogin: 'Hyrja e fundit',
    never: 'Asnjëherë',
  },
  mk: {
    title: 'Податоци за корисникот',
    person: 'Лице',
    account: 'Сметка',
    membership: 'Компанија и комора',
    firstName: 'Име',
    lastName: 'Презиме',
    email: 'Е-пошта',
    userName: 'Корисничко име',
    phone: 'Телефон',
    directPhone: 'Директен телефон',
    position: 'Позиција',
    language: 'Јазик',
    role: 'Улога',
    company: 'Компанија',
    multinational: 'Мултинационална компанија',
    country: 'Држава',
    chamber: 'Комора',
    verified: 'Верификуван',
    active: 'Активен',
    emailConfirmed: 'Е-поштата е потврдена',
    passwordChangeNeeded: 'Мора да ја смени лозинката при следната најава',
    created: 'Регистриран на',
    lastLogin: 'Последна најава',
    never: 'Никогаш',
  },
};

/** What the PDF shows: the administration screen's details of the person, with names the screen shows beside ids. */
export interface UserDetailsReport {
  user: AdminUserDetails;
  languageName: string | null;
  /** The avatar as a PNG data URL, when there is one. */
  avatar: string | null;
}

export interface UserDetailsInput {
  report: UserDetailsReport;
  languageId: number;
  webAddress: string;
  now?: Date;
}

function userBlocks({ user, languageName }: UserDetailsReport, x: (typeof texts)['eng']): Block[] {
  const phone = [user.phone, user.phoneMiddlePart].filter(Boolean).join(' ');
  const when = (iso: string | null) => (iso ? displayDate(iso) : x.never);
  return [
    {
      kind: 'facts',
      heading: x.person,
      facts: [
        [x.firstName, user.firstName],
        [x.lastName, user.lastName],
        [x.email, user.email],
        [x.phone, phone],
        [x.directPhone, user.directPhone],
        [x.position, user.position],
        [x.language, languageName],
      ],
    },
    {
      kind: 'facts',
      heading: x.membership,
      facts: [
        [x.company, user.companyName],
        [x.multinational, user.companyIsMnc ?? undefined],
        [x.country, user.countryName],
        [x.chamber, user.chamberName],
      ],
    },
    {
      kind: 'facts',
      heading: x.account,
      facts: [
        [x.userName, user.userName],
        [x.role, user.roleName],
        [x.verified, user.isVerified],
        [x.active, user.isActive],
        [x.emailConfirmed, user.emailConfirmed],
        [x.passwordChangeNeeded, user.passwordChangeNeeded],
        [x.created, when(user.createdAt)],
        [x.lastLogin, when(user.lastLoginAt)],
      ],
    },
  ];
}

/** The user details PDF: one A4 page in the report frame, the person's name over the title, their avatar beside it. */
export async function userDetailsPdf(input: UserDetailsInput): Promise<Buffer> {
  const x = textsIn(texts, input.languageId);
  const common = companyReportTexts(input.languageId);
  const f = formatters(input.languageId, common);
  const { user, avatar } = input.report;
  const name = `${user.firstName} ${user.lastName}`;
  const heading: Content[] = [
    { text: name, style: 'kicker' },
    { text: x.title, style: 'title' },
  ];
  const top: Content = avatar
    ? {
        columns: [
          { stack: heading, width: '*' },
          { image: avatar, fit: [AVATAR_SIDE, AVATAR_SIDE], width: AVATAR_SIDE },
        ],
        columnGap: 12,
      }
    : { stack: heading };
  const doc = await reportDocument(
    { title: `${x.title}: ${name}`, webAddress: input.webAddress, generatedOn: common.generatedOn, pageLabel: common.page, now: input.now },
    [top, ...userBlocks(input.report, x).flatMap((b) => blockContent(b, common, f))],
  );
  doc.styles = reportPageStyles;
  return renderPdf(doc);
}
