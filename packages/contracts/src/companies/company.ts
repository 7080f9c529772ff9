import { z } from 'zod';
import { contactPerson } from '../accounts/registration.ts';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import { idList } from './year-values.ts';

/** The company as its profile page shows it (spec Company and company report model). */
export const companyAnswer = z.object({
  pkCompanyId: z.number().int(),
  name: z.string(),
  fkCountryId: z.number().int(),
  countryName: z.string(),
  isWb6: z.boolean(),
  fkCityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  address: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  logoName: z.string().nullable(),
  isMnc: z.boolean(),
  isVerified: z.boolean(),
  hasPowerBi: z.boolean(),
  memberSince: z.string().nullable(),
  moduleIDs: z.array(z.number().int()),
  companyTypeIDs: z.array(z.number().int()),
  companySectors: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  contactPerson: contactPerson.extend({ userId: z.number().int().nullable() }).nullable(),
  /** Whether the caller may edit the profile (its administrator, or a chamber administrator the rule allows). */
  canEdit: z.boolean(),
  /** Percentage of filled profile fields; only for those who may edit. */
  completeness: z.number().int().min(0).max(100).nullable(),
  /** Profile sections with missing required fields, for the reduced menu's red marks. */
  missingSections: z.array(z.string()),
});
export type CompanyAnswer = z.infer<typeof companyAnswer>;

/** PUT api/Company: the general information, sectors, modules, types and contact person. */
export const companyUpdateModel = z
  .object({
    pkCompanyId: entityId,
    name: requiredText(200),
    fkCountryId: entityId,
    fkCityId: optionalEntityId,
    cityName: optionalText(100),
    address: optionalText(200),
    registrationNumber: optionalText(40),
    taxNumber: optionalText(40),
    logoName: optionalText(200),
    isMnc: z.boolean(),
    moduleIDs: z.array(z.number().int().min(1).max(4)).min(1, 'validation.required').max(4),
    companyTypeIDs: idList(20),
    companySectors: idList(50).refine((l) => l.length > 0, { message: 'validation.required' }),
    isThisUserContactPerson: z.boolean().default(false),
    contactPerson: contactPerson.nullish(),
    /** Chamber and platform administrators only; ignored for others. */
    memberSince: z.iso.date().nullish(),
  })
  .refine((v) => v.isThisUserContactPerson || v.contactPerson, { message: 'validation.required', path: ['contactPerson'] });
export type CompanyUpdateModel = z.infer<typeof companyUpdateModel>;
