import { ReportFileName } from './report-files.ts';
import { z } from 'zod';

/** The formats a report of api/Reports comes in where the spec gives one path for both. */
export const reportFormats = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** GET api/Reports/country-info and report-by-wb6-country: ?format=pdf (the default) or ?format=xlsx. */
export const countryReportQuery = z.object({ format: z.enum(reportFormats).default('pdf') });
export type CountryReportQuery = z.infer<typeof countryReportQuery>;

/** The country reports, each with the path of its call. */
export const countryReportPaths = {
  countryInfo: 'api/Reports/country-info',
  wb6Activity: 'api/Reports/report-by-wb6-country',
} as const;
export type CountryReportKind = keyof typeof countryReportPaths;

/** The file names of the country reports (the spec names none; docs/decisions.md). */
export const countryReportFileNames: Record<CountryReportKind, Record<ReportFormat, string>> = {
  countryInfo: { pdf: ReportFileName.countryInfoPdf, xlsx: ReportFileName.countryInfoSheet },
  wb6Activity: { pdf: ReportFileName.wb6ReportPdf, xlsx: ReportFileName.wb6ReportSheet },
};
