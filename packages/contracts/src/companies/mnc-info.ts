import { z } from 'zod';
import { entityId } from '../common/ids.ts';
import { email, optionalText, phone } from '../common/validation.ts';

const longText = z.string().max(5000, 'validation.max').nullish();

/** Multinational company information (spec updateMncinfoViewModel). */
export const mncInfoModel = z.object({
  fkCompanyId: entityId,
  description: longText,
  suppliers: longText,
  requirements: longText,
  requiredTime: optionalText(200),
  products: longText,
  problems: longText,
  opportunity: z.boolean().default(false),
  contactPerson: z
    .object({
      name: optionalText(100),
      surname: optionalText(100),
      email: email.nullish().or(z.literal('').transform(() => null)),
      position: optionalText(100),
      directPhone: phone.nullish(),
    })
    .default({}),
});
export type MncInfoModel = z.infer<typeof mncInfoModel>;
