import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';

export const isFavoriteAnswer = z.object({ isFavorite: z.boolean() });

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
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  name: z.string().trim().max(200).optional(),
});
/** Company list result (spec): companies, totalPages, companiesCount. */
export const companyList = z.object({ companies: z.array(companyCard), totalPages: z.number().int(), companiesCount: z.number().int() });
