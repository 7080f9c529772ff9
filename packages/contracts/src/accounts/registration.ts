import { z } from 'zod';
import {
  confirmationMatches,
  email,
  optionalText,
  passwordConfirmation,
  phone,
  requiredText,
  strongPassword,
} from '../common/validation.ts';
import { registrationConsents } from './consents.ts';

const passwordPair = {
  password: strongPassword,
  confirmPassword: passwordConfirmation,
  /** The optional consents ticked on the form; registering accepts the current terms and privacy policy. */
  consents: registrationConsents.optional(),
};

function confirmed<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine(...confirmationMatches('password'));
}

export const personFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  phone: phone.nullish(),
};

/** A plain account without a company (role guest until it joins one). */
export const registerModel = confirmed(
  z.object({ ...personFields, ...passwordPair, fkLanguageId: z.number().int().positive().optional() }),
);
export type RegisterModel = z.infer<typeof registerModel>;

export const contactPerson = z.object({
  prefix: z.number().int().positive().nullish(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  phone: phone.nullish(),
  position: optionalText(100),
});
export type ContactPerson = z.infer<typeof contactPerson>;

/** Company data as far as registration needs it; the full profile comes with the companies module. */
export const registrationCompany = z.object({
  name: requiredText(200),
  fkCountryId: z.number().int().positive(),
  fkCityId: z.number().int().positive().nullish(),
  cityName: optionalText(100),
  address: optionalText(200),
  registrationNumber: optionalText(40),
  taxNumber: optionalText(40),
  isMnc: z.boolean().default(false),
  moduleIDs: z.array(z.number().int().min(1).max(4)).max(4).default([1]),
  companyTypeIDs: z.array(z.number().int().positive()).max(20).default([]),
  companySectors: z.array(z.number().int().positive()).max(50).default([]),
});
export type RegistrationCompany = z.infer<typeof registrationCompany>;

export const registerWithNewCompanyModel = confirmed(
  z.object({
    ...personFields,
    ...passwordPair,
    company: registrationCompany,
    isThisUserContactPerson: z.boolean(),
    contactPerson: contactPerson.optional(),
    fkEventId: z.number().int().positive().optional(),
  }),
).refine((v) => v.isThisUserContactPerson || v.contactPerson !== undefined, {
  message: 'validation.required',
  path: ['contactPerson'],
});
export type RegisterWithNewCompanyModel = z.infer<typeof registerWithNewCompanyModel>;

/** Joins a company that is already registered; its administrators are told. */
export const registerWithExistingCompanyModel = confirmed(
  z.object({ ...personFields, ...passwordPair, fkCompanyId: z.number().int().positive() }),
);
export type RegisterWithExistingCompanyModel = z.infer<typeof registerWithExistingCompanyModel>;

export const registerResult = z.object({ userId: z.number().int(), message: z.literal('success_register') });
export type RegisterResult = z.infer<typeof registerResult>;
