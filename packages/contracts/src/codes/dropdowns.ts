import { z } from 'zod';
import { coercedEntityId, MAX_ID } from '../common/ids.ts';
import { codeNodePath, languageRef, requiredInputText } from './common.ts';

export const countriesDropdownParams = z.object({ lang: languageRef });
export type CountriesDropdownParams = z.infer<typeof countriesDropdownParams>;

export const countryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  alpha2: z.string(),
  alpha3: z.string(),
  /** One of the six Western Balkans economies. */
  isWb6: z.boolean(),
});
export type CountryItem = z.infer<typeof countryItem>;
export const countryList = z.object({ list: z.array(countryItem) });
export type CountryList = z.infer<typeof countryList>;

export const dropdownParams = z.object({ lang: languageRef, codeId: coercedEntityId });
export type DropdownParams = z.infer<typeof dropdownParams>;

export const parentsChildrenParams = z.object({
  codeId: coercedEntityId,
  lang: languageRef,
  /** 0 for the top level. */
  parentId: z.coerce.number().int().min(0).max(MAX_ID),
  companyTypeId: coercedEntityId.optional(),
});
export type ParentsChildrenParams = z.infer<typeof parentsChildrenParams>;

export const parentsByChildParams = z.object({ codeId: coercedEntityId, lang: languageRef, childId: coercedEntityId });
export type ParentsByChildParams = z.infer<typeof parentsByChildParams>;
export const parentsByChildListParams = z.object({ codeId: coercedEntityId, lang: languageRef });
export type ParentsByChildListParams = z.infer<typeof parentsByChildListParams>;
export const parentsByChildListBody = z.object({ childIds: z.array(coercedEntityId).min(1).max(200) });
export type ParentsByChildListBody = z.infer<typeof parentsByChildListBody>;
export const codeNodePathList = z.object({ list: z.array(codeNodePath) });
export type CodeNodePathList = z.infer<typeof codeNodePathList>;

export const dropdownsByIdsBody = z.object({ lang: languageRef.default('eng'), ids: z.array(coercedEntityId).max(500) });
export type DropdownsByIdsBody = z.infer<typeof dropdownsByIdsBody>;

export const searchByNameBody = z.object({
  name: requiredInputText(200),
  lang: languageRef.default('eng'),
  limit: z.number().int().min(1).max(100).default(20),
});
export type SearchByNameBody = z.infer<typeof searchByNameBody>;
export const searchByNameResult = z.object({ list: z.array(codeNodePath) });
export type SearchByNameResult = z.infer<typeof searchByNameResult>;
