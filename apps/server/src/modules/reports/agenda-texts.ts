import { LanguageId } from '@portal/contracts/codes/code-types';

/** The words of the agenda PDF and calendar, in the portal's two languages (English for any other). */
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

export const agendaTexts = (languageId: number): AgendaTexts => (languageId === LanguageId.serbian ? sr : eng);
