import { ReportFileName } from '../reports/report-files.ts';
import { z } from 'zod';
import { companyListQuery } from './favourites.ts';

/** The lists of the company administration screen; without_administrator: companies whose last administrator left. */
export const administeredLists = ['unverified', 'verified', 'without_administrator'] as const;
export const administeredList = z.enum(administeredLists);
export type AdministeredList = z.infer<typeof administeredList>;

/**
 * The chamber companies reports (POST api/Reports/chamber-companies and -for-excel): the filters
 * of the company administration screen (its list and its search) without the paging, since a
 * report holds every match. The chamber members (verified) unless the list is named.
 */
export const chamberCompaniesQuery = companyListQuery.omit({ pageNum: true, pageSize: true }).extend({
  list: administeredList.default('verified'),
});
export type ChamberCompaniesQuery = z.infer<typeof chamberCompaniesQuery>;

/** The file names of the chamber companies reports (the spec names none; docs/decisions.md). */
export const chamberCompaniesFileNames = { pdf: ReportFileName.chamberCompaniesPdf, xlsx: ReportFileName.chamberCompaniesSheet } as const;
