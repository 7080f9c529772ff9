import { z } from 'zod';
import { documentKind } from './consents.ts';
import { LOGIN_PASSWORD_MIN, PASSWORD_MAX, email } from '../common/validation.ts';

export const loginModel = z.object({
  email,
  password: z.string().min(LOGIN_PASSWORD_MIN, 'validation.min').max(PASSWORD_MAX, 'validation.max'),
  rememberMe: z.boolean().default(false),
});
export type LoginModel = z.infer<typeof loginModel>;

export const tokenResult = z.object({
  data: z.object({
    jwToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int(),
    passwordChangeNeeded: z.boolean(),
  }),
});
export type TokenResult = z.infer<typeof tokenResult>;

/** The refresh token comes from the HttpOnly cookie; API clients may send it in the body. */
export const refreshModel = z.object({ refreshToken: z.string().min(1).max(200).optional() }).nullish();
export type RefreshModel = z.infer<typeof refreshModel>;

export const userCompany = z.object({
  pkCompanyId: z.number().int(),
  name: z.string(),
  logoName: z.string().nullable(),
  isVerified: z.boolean(),
  isDeleted: z.boolean(),
});
export type UserCompany = z.infer<typeof userCompany>;

/** Every field of the spec's "Signed-in user" (spec-2 section 3). */
export const currentUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.object({ pkRoleId: z.number().int(), name: z.string() }),
  fkRoleId: z.number().int(),
  fkCompanyId: z.number().int().nullable(),
  fkCompanyCountryId: z.number().int().nullable(),
  fkCountryId: z.number().int().nullable(),
  fkChamberId: z.number().int().nullable(),
  userCompany: userCompany.nullable(),
  companyModules: z.array(z.number().int()),
  companyTypes: z.array(z.number().int()),
  isMnc: z.boolean(),
  hasPowerBi: z.boolean(),
  notificationToken: z.string(),
  avatarName: z.string().nullable(),
  passwordChangeNeeded: z.boolean(),
  /** The documents whose current version the user has yet to accept; the web app asks before anything else. */
  documentsToAccept: z.array(documentKind),
  functionAliases: z.array(z.string()),
  fkLanguageId: z.number().int(),
  /** The user's own contact details, for the My profile form. */
  phone: z.string().nullable(),
  position: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;
