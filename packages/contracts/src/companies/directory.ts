import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/paging.ts';
import { companyCard } from './favourites.ts';

const id = z.number().int().positive().max(2147483647);

/** POST api/Company/search: verified companies by name, country, sector (with its sub-tree), type and MNC flag. */
export const companySearch = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  name: z.string().trim().max(200).optional(),
  countryIds: z.array(id).max(300).default([]),
  sectorIds: z.array(id).max(100).default([]),
  companyTypeIds: z.array(id).max(20).default([]),
  moduleId: z.number().int().min(1).max(4).optional(),
  isMnc: z.boolean().optional(),
});

/** latest/{x} and latest-search-for-current-user/{x}: x is the module (1 B2B, 3 supply chain). */
export const moduleParam = z.object({ x: z.coerce.number().int().min(1).max(4) });
export const shortPage = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(5),
});

export const companyStatistic = z.object({
  company: companyCard,
  employees: z.number().int(),
  certificates: z.number().int(),
  validCertificates: z.number().int(),
  favouritedBy: z.number().int(),
  profileViews: z.number().int(),
  profileViewsLast30Days: z.number().int(),
});

export const contactPersonAnswer = z.object({
  prefix: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
});
export const contactPersonParams = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
  langId: z.coerce.number().int().positive().max(2147483647),
});

export const sectorSearch = z.object({
  name: z.string().trim().max(200).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
/** NACE sectors in which verified companies work, with how many. */
export const sectorPage = z.object({
  sectors: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), companiesCount: z.number().int() })),
  totalPages: z.number().int(),
});
