import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { pageFields } from '../common/paging.ts';
import { optionalText, requiredText } from '../common/validation.ts';

const isoDate = z.iso.date('validation.date');

export const certificateModel = z
  .object({
    pkCertificateId: entityId.optional(),
    fkCompanyId: entityId,
    name: requiredText(200),
    issuer: optionalText(200),
    validFrom: isoDate.nullish(),
    validTo: isoDate.nullish(),
  })
  .refine((c) => !c.validFrom || !c.validTo || c.validTo >= c.validFrom, {
    message: 'valid_from_greater_than_valid_to_error',
    path: ['validTo'],
  });
export type CertificateModel = z.infer<typeof certificateModel>;

export const certificate = z.object({
  pkCertificateId: z.number().int(),
  fkCompanyId: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  issuer: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Valid today: no end date or an end date not passed. */
  isValid: z.boolean(),
});
export type Certificate = z.infer<typeof certificate>;

/** search: one company's certificates; public-search: certificates of verified companies by name. */
export const certificateSearch = z.object({
  ...pageFields(10),
  fkCompanyId: entityId.optional(),
  name: z.string().trim().max(200).optional(),
  onlyValid: z.boolean().default(false),
});
export type CertificateSearch = z.infer<typeof certificateSearch>;
export const certificatePage = z.object({ certificates: z.array(certificate), totalPages: z.number().int(), totalCount: z.number().int() });
export type CertificatePage = z.infer<typeof certificatePage>;
