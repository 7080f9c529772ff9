import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';
import type { AdministeredList } from '@portal/contracts/companies/company-administration';

/** The words of the chamber companies reports, in every interface language (English for any other). */
export interface ChamberCompaniesTexts {
  title: string;
  generatedOn: string;
  page: (n: number, of: number) => string;
  lists: Record<AdministeredList, string>;
  search: string;
  count: (n: number) => string;
  /** The PDF's note on the companies it leaves to the spreadsheet. */
  more: (n: number) => string;
  none: string;
  yes: string;
  no: string;
  /** The spreadsheet's columns, in order. */
  columns: string[];
  /** The PDF's columns. */
  pdfColumns: { company: string; place: string; sectors: string; memberSince: string; contact: string };
  registration: string;
  multinational: string;
}

const eng: ChamberCompaniesTexts = {
  title: 'Chamber companies',
  generatedOn: 'Generated on',
  page: (n, of) => `Page ${n} of ${of}`,
  lists: {
    verified: 'Verified companies',
    unverified: 'Companies awaiting verification',
    without_administrator: 'Companies without an administrator',
  },
  search: 'Search',
  count: (n) => (n === 1 ? '1 company' : `${n} companies`),
  more: (n) => `${n} more ${n === 1 ? 'company is' : 'companies are'} in the spreadsheet (Chamber companies.xlsx).`,
  none: 'No company matches these filters.',
  yes: 'Yes',
  no: 'No',
  columns: [
    'Company name',
    'Registration number',
    'Tax number',
    'Country',
    'City',
    'Address',
    'Sectors',
    'Multinational',
    'Verified',
    'Member since',
    'Contact person',
    'Contact e-mail',
    'Contact phone',
    'Registered on',
  ],
  pdfColumns: { company: 'Company', place: 'Country and city', sectors: 'Sectors', memberSince: 'Member since', contact: 'Contact person' },
  registration: 'Reg. no.',
  multinational: 'Multinational',
};

const sr: ChamberCompaniesTexts = {
  title: 'Kompanije komore',
  generatedOn: 'Generisano',
  page: (n, of) => `Strana ${n} od ${of}`,
  lists: {
    verified: 'Verifikovane kompanije',
    unverified: 'Kompanije koje čekaju verifikaciju',
    without_administrator: 'Kompanije bez administratora',
  },
  search: 'Pretraga',
  count: (n) => {
    const last = n % 10;
    const lastTwo = n % 100;
    if (last === 1 && lastTwo !== 11) return `${n} kompanija`;
    return `${n} ${last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'kompanije' : 'kompanija'}`;
  },
  more: (n) => `Još ${n} u tabeli (Chamber companies.xlsx).`,
  none: 'Nijedna kompanija ne odgovara ovim filterima.',
  yes: 'Da',
  no: 'Ne',
  columns: [
    'Naziv kompanije',
    'Matični broj',
    'PIB',
    'Država',
    'Grad',
    'Adresa',
    'Sektori',
    'Multinacionalna',
    'Verifikovana',
    'Član od',
    'Kontakt osoba',
    'E-mail kontakta',
    'Telefon kontakta',
    'Registrovana',
  ],
  pdfColumns: { company: 'Kompanija', place: 'Država i grad', sectors: 'Sektori', memberSince: 'Član od', contact: 'Kontakt osoba' },
  registration: 'MB',
  multinational: 'Multinacionalna',
};

/** Macedonian's plural rule (one for 1, 21, 31, ... but not 11), as CLDR gives it. */
const mkPlural = new Intl.PluralRules('mk');

const sq: ChamberCompaniesTexts = {
  title: 'Kompanitë e dhomës',
  generatedOn: 'Krijuar më',
  page: (n, of) => `Faqja ${n} nga ${of}`,
  lists: {
    verified: 'Kompani të verifikuara',
    unverified: 'Kompani që presin verifikimin',
    without_administrator: 'Kompani pa administrator',
  },
  search: 'Kërkimi',
  // Albanian "kompani" reads the same in the singular and the plural.
  count: (n) => `${n} kompani`,
  more: (n) => `Edhe ${n} të tjera janë në tabelë (Chamber companies.xlsx).`,
  none: 'Asnjë kompani nuk përputhet me këto filtra.',
  yes: 'Po',
  no: 'Jo',
  columns: [
    'Emri i kompanisë',
    'Numri i regjistrimit',
    'Numri tatimor',
    'Shteti',
    'Qyteti',
    'Adresa',
    'Sektorët',
    'Shumëkombëshe',
    'E verifikuar',
    'Anëtare që nga',
    'Personi i kontaktit',
    'E-maili i kontaktit',
    'Telefoni i kontaktit',
    'Regjistruar më',
  ],
  pdfColumns: {
    company: 'Kompania',
    place: 'Shteti dhe qyteti',
    sectors: 'Sektorët',
    memberSince: 'Anëtare që nga',
    contact: 'Personi i kontaktit',
  },
  registration: 'Nr. reg.',
  multinational: 'Shumëkombëshe',
};

const mk: ChamberCompaniesTexts = {
  title: 'Компании на комората',
  generatedOn: 'Генерирано на',
  page: (n, of) => `Страница ${n} од ${of}`,
  lists: {
    verified: 'Верификувани компании',
    unverified: 'Компании што чекаат верификација',
    without_administrator: 'Компании без администратор',
  },
  search: 'Пребарување',
  count: (n) => `${n} ${mkPlural.select(n) === 'one' ? 'компанија' : 'компании'}`,
  more: (n) => `Уште ${n} во табелата (Chamber companies.xlsx).`,
  none: 'Ниедна компанија не одговара на овие филтри.',
  yes: 'Да',
  no: 'Не',
  columns: [
    'Назив на компанијата',
    'Матичен број',
    'Даночен број',
    'Држава',
    'Град',
    'Адреса',
    'Сектори',
    'Мултинационална',
    'Верификувана',
    'Членка од',
    'Лице за контакт',
    'Е-пошта за контакт',
    'Телефон за контакт',
    'Регистрирана на',
  ],
  pdfColumns: { company: 'Компанија', place: 'Држава и град', sectors: 'Сектори', memberSince: 'Членка од', contact: 'Лице за контакт' },
  registration: 'ЕМБС',
  multinational: 'Мултинационална',
};

const texts: Record<InterfaceLanguageCode, ChamberCompaniesTexts> = { eng, sr, sq, mk };
export const chamberCompaniesTexts = (languageId: number): ChamberCompaniesTexts => textsIn(texts, languageId);
