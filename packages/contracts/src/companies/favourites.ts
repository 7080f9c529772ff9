import { z } from 'zod';
import { pageFields } from '../common/paging.ts';

export const isFavoriteAnswer = z.object({ isFavorite: z.boolean() });
export type IsFavoriteAnswer = z.infer<typeof isFavoriteAnswer>;

/** A company as lists show it (favourites, latest, search). */
export const companyCard = z.object({
  pkCompanyId: z.number().int(),
  name: z.string(),
  logoName: z.string().nullable(),
  countryName: z.string(),
  cityName: z.string().nullable(),
  isMnc: z.boolean(),
  isVerified: z.boolean(),
  sectors: z.array(z.string()),
  isFavorite: z.boolean(),
});
export type CompanyCard = z.infer<typeof companyCard>;

export const companyListQuery = z.object({
  ...pageFields(10),
  name: z.string().trim().max(200).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;
/** Company list result (spec): companies, totalPages, companiesCount. */
export const companyList = z.object({ companies: z.array(companyCard), totalPages: z.number().int(), companiesCount: z.number().int() });
export type CompanyList = z.infer<typeof companyList>;
