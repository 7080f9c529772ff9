import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';

/** The words of the agenda PDF and calendar, in every interface language (English for any other). */
export interface AgendaTexts {
  eventAgenda: string;
  myAgenda: string;
  generatedOn: string;
  dates: string;
  venue: string;
  attendee: string;
  time: string;
  session: string;
  type: string;
  speaker: string;
  hall: string;
  interested: string;
  page: (n: number, of: number) => string;
}

const eng: AgendaTexts = {
  eventAgenda: 'Event agenda',
  myAgenda: 'My agenda',
  generatedOn: 'Generated on',
  dates: 'Dates',
  venue: 'Venue',
  attendee: 'Attendee',
  time: 'Time',
  session: 'Session',
  type: 'Type',
  speaker: 'Speaker',
  hall: 'Hall',
  interested: 'Interested',
  page: (n, of) => `Page ${n} of ${of}`,
};

const sr: AgendaTexts = {
  eventAgenda: 'Agenda događaja',
  myAgenda: 'Moja agenda',
  generatedOn: 'Generisano',
  dates: 'Datumi',
  venue: 'Mesto održavanja',
  attendee: 'Učesnik',
  time: 'Vreme',
  session: 'Sesija',
  type: 'Vrsta',
  speaker: 'Govornik',
  hall: 'Sala',
  interested: 'Zainteresovani',
  page: (n, of) => `Strana ${n} od ${of}`,
};

const sq: AgendaTexts = {
  eventAgenda: 'Axhenda e ngjarjes',
  myAgenda: 'Axhenda ime',
  generatedOn: 'Krijuar më',
  dates: 'Datat',
  venue: 'Vendi i zhvillimit',
  attendee: 'Pjesëmarrësi',
  time: 'Ora',
  session: 'Sesioni',
  type: 'Lloji',
  speaker: 'Folësi',
  hall: 'Salla',
  interested: 'Të interesuar',
  page: (n, of) => `Faqja ${n} nga ${of}`,
};

const mk: AgendaTexts = {
  eventAgenda: 'Агенда на настанот',
  myAgenda: 'Моја агенда',
  generatedOn: 'Генерирано на',
  dates: 'Датуми',
  venue: 'Место на одржување',
  attendee: 'Учесник',
  time: 'Време',
  session: 'Сесија',
  type: 'Вид',
  speaker: 'Говорник',
  hall: 'Сала',
  interested: 'Заинтересирани',
  page: (n, of) => `Страница ${n} од ${of}`,
};

const texts: Record<InterfaceLanguageCode, AgendaTexts> = { eng, sr, sq, mk };
export const agendaTexts = (languageId: number): AgendaTexts => textsIn(texts, languageId);
