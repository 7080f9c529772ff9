import type {
  ActionLogDetails,
  ActionLogPage,
  ErrorLogDetails,
  ErrorLogPage,
  UserLogDetails,
  UserLogPage,
} from '@portal/contracts/logs/logs';
import type { MailOutboxDetails, MailOutboxPage } from '@portal/contracts/mail/mail-outbox';
import { type CountryReportKind, countryReportPaths, type ReportFormat } from '@portal/contracts/reports/country-reports';
import type { AdminCentreCounters } from '@portal/contracts/users/admin-centre';
import { api } from '../../../api/client.ts';

export const getAdminCentreCounters = () => api.get<AdminCentreCounters>('api/AdminCentar');

/** A country report (the WB6 economies side by side) as a PDF or a spreadsheet. */
export const fetchCountryReport = (kind: CountryReportKind, format: ReportFormat) =>
  api.blob(`${countryReportPaths[kind]}?format=${format}`);

/** The four logs of the logs screen, each with its search and details call. */
export type LogKind = 'user' | 'action' | 'error' | 'mail';

/** What each log's search answers and its details call gives. */
export interface LogAnswers {
  user: { page: UserLogPage; entry: UserLogDetails };
  action: { page: ActionLogPage; entry: ActionLogDetails };
  error: { page: ErrorLogPage; entry: ErrorLogDetails };
  mail: { page: MailOutboxPage; entry: MailOutboxDetails };
}

const paths: Record<LogKind, { search: string; details: string }> = {
  user: { search: 'api/AdminCentar/search-user-logs', details: 'api/AdminCentar/user-log-details' },
  action: { search: 'api/AdminCentar/search-action-logs', details: 'api/AdminCentar/action-log-details' },
  error: { search: 'api/AdminCentar/search-error-logs', details: 'api/AdminCentar/error-log-details' },
  mail: { search: 'api/AdminCentar/search-mail-outbox', details: 'api/AdminCentar/mail-outbox-details' },
};

export const searchLog = <K extends LogKind>(kind: K, body: object) => api.post<LogAnswers[K]['page']>(paths[kind].search, body);

export const getLogEntry = <K extends LogKind>(kind: K, id: number) => api.get<LogAnswers[K]['entry']>(`${paths[kind].details}/${id}`);
