import { z } from 'zod';
import { codeNodePath, dbId, languageRef, requiredInputText } from './common.ts';

export const countriesDropdownParams = z.object({ lang: languageRef });

export const countryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  alpha2: z.string(),
  alpha3: z.string(),
  /** One of the six Western Balkans economies. */
  isWb6: z.boolean(),
});
export const countryList = z.object({ list: z.array(countryItem) });

export const dropdownParams = z.object({ lang: languageRef, codeId: dbId });

export const parentsChildrenParams = z.object({
  codeId: dbId,
  lang: languageRef,
  /** 0 for the top level. */
  parentId: z.coerce.number().int().min(0).max(2147483647),
  companyTypeId: dbId.optional(),
});

export const parentsByChildParams = z.object({ codeId: dbId, lang: languageRef, childId: dbId });
export const parentsByChildListParams = z.object({ codeId: dbId, lang: languageRef });
export const parentsByChildListBody = z.object({ childIds: z.array(dbId).min(1).max(200) });
export const codeNodePathList = z.object({ list: z.array(codeNodePath) });

export const dropdownsByIdsBody = z.object({ lang: languageRef.default('eng'), ids: z.array(dbId).max(500) });

export const searchByNameBody = z.object({
  name: requiredInputText(200),
  lang: languageRef.default('eng'),
  limit: z.number().int().min(1).max(100).default(20),
});
export const searchByNameResult = z.object({ list: z.array(codeNodePath) });
