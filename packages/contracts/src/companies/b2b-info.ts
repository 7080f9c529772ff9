import { z } from 'zod';
import { coercedEntityId } from '../common/ids.ts';
import { email, link, optionalText, phone } from '../common/validation.ts';
import { idList, yearValues } from './year-values.ts';

/** Rich-text fields hold sanitised HTML from the editor. */
const richText = z.string().max(20000, 'validation.max').nullish();

/** B2B information (spec b2BIntoViewModel), read and written as one object. */
export const b2bInfoModel = z.object({
  email: email.nullish().or(z.literal('').transform(() => null)),
  phone: phone.nullish(),
  phoneMiddlePart: phone.nullish(),
  fax: phone.nullish(),
  webLocation: link.nullish().or(z.literal('').transform(() => null)),
  ceo: optionalText(200),
  shortCompanyProfile: richText,
  mainBusinessActivity: richText,
  annualTurnover: yearValues,
  isLocalMarket: z.boolean().default(false),
  others: richText,
  linkOfProductCatalogue: link.nullish().or(z.literal('').transform(() => null)),
  linkOfPromoVideos: link.nullish().or(z.literal('').transform(() => null)),
  b2BInfoImportCountries: idList(),
  b2BInfoImportProducts: idList(),
  b2BInfoImportServices: idList(),
  b2BInfoExportCountries: idList(),
  b2BInfoExportProducts: idList(),
  b2BInfoExportServices: idList(),
  b2BInfoBusinessPartners: idList(),
});
export type B2bInfoModel = z.infer<typeof b2bInfoModel>;
export const b2bInfoAnswer = b2bInfoModel.extend({ fkCompanyId: z.number().int() });
export type B2bInfoAnswer = z.infer<typeof b2bInfoAnswer>;

export const companyIdParam = z.object({ companyId: coercedEntityId });
export type CompanyIdParam = z.infer<typeof companyIdParam>;
