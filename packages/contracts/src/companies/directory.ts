import { z } from 'zod';
import { coercedEntityId, entityId } from '../common/ids.ts';
import { MAX_SHORT_PAGE_SIZE, pageFields } from '../common/paging.ts';
import { companyCard } from './favourites.ts';

/** POST api/Company/search: verified companies by name, country, sector (with its sub-tree), type and MNC flag. */
export const companySearch = z.object({
  ...pageFields(10),
  name: z.string().trim().max(200).optional(),
  countryIds: z.array(entityId).max(300).default([]),
  sectorIds: z.array(entityId).max(100).default([]),
  companyTypeIds: z.array(entityId).max(20).default([]),
  moduleId: z.number().int().min(1).max(4).optional(),
  isMnc: z.boolean().optional(),
});
export type CompanySearch = z.infer<typeof companySearch>;

/** latest/{x} and latest-search-for-current-user/{x}: x is the module (1 B2B, 3 supply chain). */
export const moduleParam = z.object({ x: z.coerce.number().int().min(1).max(4) });
export type ModuleParam = z.infer<typeof moduleParam>;
export const shortPage = z.object(pageFields(5, { maxSize: MAX_SHORT_PAGE_SIZE }));
export type ShortPage = z.infer<typeof shortPage>;

export const companyStatistic = z.object({
  company: companyCard,
  employees: z.number().int(),
  certificates: z.number().int(),
  validCertificates: z.number().int(),
  favouritedBy: z.number().int(),
  profileViews: z.number().int(),
  profileViewsLast30Days: z.number().int(),
});
export type CompanyStatistic = z.infer<typeof companyStatistic>;

export const contactPersonAnswer = z.object({
  prefix: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
});
export type ContactPersonAnswer = z.infer<typeof contactPersonAnswer>;
export const contactPersonParams = z.object({
  id: coercedEntityId,
  langId: coercedEntityId,
});
export type ContactPersonParams = z.infer<typeof contactPersonParams>;

export const sectorSearch = z.object({
  name: z.string().trim().max(200).optional(),
  ...pageFields(20),
});
export type SectorSearch = z.infer<typeof sectorSearch>;
/** NACE sectors in which verified companies work, with how many. */
export const sectorPage = z.object({
  sectors: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), companiesCount: z.number().int() })),
  totalPages: z.number().int(),
});
export type SectorPage = z.infer<typeof sectorPage>;
