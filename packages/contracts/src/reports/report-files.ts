/**
 * The names reports are saved under (spec-2 section 6: "PDF file names: Company profile, User
 * Agenda report, Agenda report"; the spreadsheets by their titles there, "Event users" and
 * "Schedule reservations"; the user details PDF, the chamber companies and the country reports
 * by their calls). The server names its answers so
 * and the web saves them so.
 */
export const ReportFileName = {
  companyProfile: 'Company profile.pdf',
  userAgenda: 'User Agenda report.pdf',
  eventAgenda: 'Agenda report.pdf',
  userDetails: 'User details.pdf',
  eventUsers: 'Event users.xlsx',
  scheduleReservations: 'Schedule reservations.xlsx',
  chamberCompaniesPdf: 'Chamber companies.pdf',
  chamberCompaniesSheet: 'Chamber companies.xlsx',
  countryInfoPdf: 'Country information.pdf',
  countryInfoSheet: 'Country information.xlsx',
  wb6ReportPdf: 'Report by WB6 country.pdf',
  wb6ReportSheet: 'Report by WB6 country.xlsx',
} as const;
export type ReportFileNameValue = (typeof ReportFileName)[keyof typeof ReportFileName];
