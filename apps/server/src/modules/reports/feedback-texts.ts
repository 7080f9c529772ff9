import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';
import type { MeetingOutcomeValue } from '@portal/contracts/questions/surveys';
import type { QuestionTypeValue } from '@portal/contracts/questions/questions';

/** The words of the feedback reports (spreadsheet and PDF), in every interface language (English for any other). */
export interface FeedbackTexts {
  answersSheet: string;
  meetingsSheet: string;
  summarySheet: string;
  title: string;
  attendeeTitle: string;
  generatedOn: string;
  page: (n: number, of: number) => string;
  name: string;
  email: string;
  company: string;
  submitted: string;
  updated: string;
  session: string;
  date: string;
  start: string;
  end: string;
  table: string;
  host: string;
  hostCompany: string;
  guest: string;
  guestCompany: string;
  tookPlace: (side: string) => string;
  outcome: (side: string) => string;
  note: (side: string) => string;
  yes: string;
  no: string;
  question: string;
  type: string;
  answers: string;
  average: string;
  respondents: (n: number, of: number) => string;
  meetings: string;
  total: string;
  held: string;
  noShows: string;
  unreported: string;
  byCompany: string;
  noAnswer: string;
  mine: string;
  theirs: string;
  types: Record<QuestionTypeValue, string>;
  outcomes: Record<MeetingOutcomeValue, string>;
}

const eng: FeedbackTexts = {
  answersSheet: 'Answers',
  meetingsSheet: 'Meetings',
  summarySheet: 'Summary',
  title: 'Event feedback',
  attendeeTitle: 'Attendee feedback',
  generatedOn: 'Generated on',
  page: (n, of) => `Page ${n} of ${of}`,
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  submitted: 'Submitted',
  updated: 'Last change',
  session: 'Session',
  date: 'Date',
  start: 'Start time',
  end: 'End time',
  table: 'Table',
  host: 'Host',
  hostCompany: 'Host company',
  guest: 'Guest',
  guestCompany: 'Guest company',
  tookPlace: (side) => `${side}: took place`,
  outcome: (side) => `${side}: outcome`,
  note: (side) => `${side}: note`,
  yes: 'Yes',
  no: 'No',
  question: 'Question',
  type: 'Type',
  answers: 'Answers',
  average: 'Average',
  respondents: (n, of) => `${n} of ${of} attendees answered`,
  meetings: 'Meetings',
  total: 'Total',
  held: 'Held',
  noShows: 'No-shows',
  unreported: 'Not reported',
  byCompany: 'Meetings by company',
  noAnswer: 'No answer',
  mine: 'Their account',
  theirs: "The other side's account",
  types: { text: 'Free text', single: 'Single choice', multiple: 'Multiple choice', rating: 'Rating 1-5' },
  outcomes: { deal_signed: 'Deal signed', follow_up_agreed: 'Offer or follow-up agreed', no_interest: 'No interest' },
};

const sr: FeedbackTexts = {
  answersSheet: 'Odgovori',
  meetingsSheet: 'Sastanci',
  summarySheet: 'Pregled',
  title: 'Povratne informacije o događaju',
  attendeeTitle: 'Povratne informacije učesnika',
  generatedOn: 'Generisano',
  page: (n, of) => `Strana ${n} od ${of}`,
  name: 'Ime',
  email: 'E-pošta',
  company: 'Kompanija',
  submitted: 'Poslato',
  updated: 'Poslednja izmena',
  session: 'Sesija',
  date: 'Datum',
  start: 'Početak',
  end: 'Kraj',
  table: 'Sto',
  host: 'Domaćin',
  hostCompany: 'Kompanija domaćina',
  guest: 'Gost',
  guestCompany: 'Kompanija gosta',
  tookPlace: (side) => `${side}: održan`,
  outcome: (side) => `${side}: ishod`,
  note: (side) => `${side}: napomena`,
  yes: 'Da',
  no: 'Ne',
  question: 'Pitanje',
  type: 'Vrsta',
  answers: 'Odgovori',
  average: 'Prosek',
  respondents: (n, of) => `Odgovorilo je ${n} od ${of} učesnika`,
  meetings: 'Sastanci',
  total: 'Ukupno',
  held: 'Održani',
  noShows: 'Neodržani',
  unreported: 'Bez izveštaja',
  byCompany: 'Sastanci po kompanijama',
  noAnswer: 'Bez odgovora',
  mine: 'Njihov izveštaj',
  theirs: 'Izveštaj druge strane',
  types: { text: 'Slobodan tekst', single: 'Jedan izbor', multiple: 'Više izbora', rating: 'Ocena 1-5' },
  outcomes: { deal_signed: 'Potpisan ugovor', follow_up_agreed: 'Dogovorena ponuda ili nastavak', no_interest: 'Bez interesovanja' },
};

const sq: FeedbackTexts = {
  answersSheet: 'Përgjigjet',
  meetingsSheet: 'Takimet',
  summarySheet: 'Përmbledhje',
  title: 'Përshtypjet për ngjarjen',
  attendeeTitle: 'Përshtypjet e pjesëmarrësve',
  generatedOn: 'Krijuar më',
  page: (n, of) => `Faqja ${n} nga ${of}`,
  name: 'Emri',
  email: 'E-mail',
  company: 'Kompania',
  submitted: 'Dërguar',
  updated: 'Ndryshimi i fundit',
  session: 'Sesioni',
  date: 'Data',
  start: 'Fillimi',
  end: 'Mbarimi',
  table: 'Tavolina',
  host: 'Mikpritësi',
  hostCompany: 'Kompania e mikpritësit',
  guest: 'I ftuari',
  guestCompany: 'Kompania e të ftuarit',
  tookPlace: (side) => `${side}: u mbajt`,
  outcome: (side) => `${side}: rezultati`,
  note: (side) => `${side}: shënim`,
  yes: 'Po',
  no: 'Jo',
  question: 'Pyetja',
  type: 'Lloji',
  answers: 'Përgjigjet',
  average: 'Mesatarja',
  respondents: (n, of) => `U përgjigjën ${n} nga ${of} pjesëmarrës`,
  meetings: 'Takimet',
  total: 'Gjithsej',
  held: 'Të mbajtura',
  noShows: 'Të pambajtura',
  unreported: 'Pa raport',
  byCompany: 'Takimet sipas kompanive',
  noAnswer: 'Pa përgjigje',
  mine: 'Raporti i tyre',
  theirs: 'Raporti i palës tjetër',
  types: { text: 'Tekst i lirë', single: 'Zgjedhje e vetme', multiple: 'Zgjedhje e shumëfishtë', rating: 'Vlerësim 1-5' },
  outcomes: { deal_signed: 'Marrëveshje e nënshkruar', follow_up_agreed: 'Ofertë ose vazhdim i dakorduar', no_interest: 'Pa interes' },
};

const mk: FeedbackTexts = {
  answersSheet: 'Одговори',
  meetingsSheet: 'Средби',
  summarySheet: 'Преглед',
  title: 'Повратни информации за настанот',
  attendeeTitle: 'Повратни информации од учесниците',
  generatedOn: 'Генерирано на',
  page: (n, of) => `Страница ${n} од ${of}`,
  name: 'Име',
  email: 'Е-пошта',
  company: 'Компанија',
  submitted: 'Испратено',
  updated: 'Последна измена',
  session: 'Сесија',
  date: 'Датум',
  start: 'Почеток',
  end: 'Крај',
  table: 'Маса',
  host: 'Домаќин',
  hostCompany: 'Компанија на домаќинот',
  guest: 'Гостин',
  guestCompany: 'Компанија на гостинот',
  tookPlace: (side) => `${side}: одржана`,
  outcome: (side) => `${side}: исход`,
  note: (side) => `${side}: забелешка`,
  yes: 'Да',
  no: 'Не',
  question: 'Прашање',
  type: 'Вид',
  answers: 'Одговори',
  average: 'Просек',
  respondents: (n, of) => `Одговорија ${n} од ${of} учесници`,
  meetings: 'Средби',
  total: 'Вкупно',
  held: 'Одржани',
  noShows: 'Неодржани',
  unreported: 'Без извештај',
  byCompany: 'Средби по компании',
  noAnswer: 'Без одговор',
  mine: 'Нивниот извештај',
  theirs: 'Извештајот на другата страна',
  types: { text: 'Слободен текст', single: 'Еден избор', multiple: 'Повеќе избори', rating: 'Оценка 1-5' },
  outcomes: { deal_signed: 'Потпишан договор', follow_up_agreed: 'Договорена понуда или продолжение', no_interest: 'Без интерес' },
};

const texts: Record<InterfaceLanguageCode, FeedbackTexts> = { eng, sr, sq, mk };
export const feedbackTexts = (languageId: number): FeedbackTexts => textsIn(texts, languageId);

/** An answer as one cell's text: the text, the rating, or the chosen options joined. */
export const answerText = (a: { text: string | null; rating: number | null; optionTitles: string[] } | undefined | null) =>
  !a ? '' : (a.text ?? (a.rating !== null ? String(a.rating) : a.optionTitles.join('; ')));
