import { z } from 'zod';
import { contactVisibility } from '../accounts/contact-visibility.ts';
import { entityId, optionalEntityId } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { email, optionalText, phone, requiredText } from '../common/validation.ts';

const filterText = z.string().trim().max(200).nullish();

/** The orders of the administration user list; newest first when none is asked. */
export const adminUserSorts = ['newest', 'oldest', 'name', 'email', 'last_login'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

/**
 * The users search model of spec-2 section 3 (firstname, lastname, username, email, pageNum 1,
 * pageSize 20) plus the filters of the administration lists. Unknown fields are dropped.
 */
export const adminUserSearchModel = z.object({
  ...pageQuery.shape,
  /** Matches first name, last name, user name or e-mail. */
  searchText: filterText,
  firstname: filterText,
  lastname: filterText,
  username: filterText,
  email: filterText,
  fkRoleId: optionalEntityId,
  fkCompanyId: optionalEntityId,
  /** The user's country: their company's, else their chamber's or their own. */
  fkCountryId: optionalEntityId,
  fkChamberId: optionalEntityId,
  isVerified: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
  sort: z.enum(adminUserSorts).nullish(),
});
export type AdminUserSearchModel = z.infer<typeof adminUserSearchModel>;

/** One row of the administration user lists. */
export const adminUserListItem = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  fkRoleId: z.number().int(),
  roleName: z.string(),
  fkCompanyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  fkCountryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  fkChamberId: z.number().int().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  emailConfirmed: z.boolean(),
  passwordChangeNeeded: z.boolean(),
  avatarName: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItem>;

/** admin-search-users and get-all-cif-admin-users. */
export const adminUserPage = z.object({
  list: z.array(adminUserListItem),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

/** The kif-admins-search-* calls answer `users, totalPages` (spec-2 section 7). */
export const kifUserPage = z.object({
  users: z.array(adminUserListItem),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type KifUserPage = z.infer<typeof kifUserPage>;

/** What the caller may do with the user, for the buttons of the administration screens. */
export const adminUserCan = z.object({
  edit: z.boolean(),
  changeRole: z.boolean(),
  verify: z.boolean(),
  activate: z.boolean(),
  delete: z.boolean(),
  hardDelete: z.boolean(),
  setPassword: z.boolean(),
});
export type AdminUserCan = z.infer<typeof adminUserCan>;

export const adminUserDetails = adminUserListItem.extend({
  phoneMiddlePart: z.string().nullable(),
  directPhone: z.string().nullable(),
  position: z.string().nullable(),
  fkLanguageId: z.number().int(),
  chamberName: z.string().nullable(),
  companyIsMnc: z.boolean().nullable(),
  /** Where the person shows their e-mail and phone outside their company (their choice; the readers of this answer see both). */
  contactVisibility,
  can: adminUserCan,
});
export type AdminUserDetails = z.infer<typeof adminUserDetails>;

/**
 * admin-update-user. Fields the caller does not own (password, verification, activity,
 * company) are not part of the model and are dropped; fkRoleId obeys the role rules.
 */
export const adminUpdateUserModel = z.object({
  id: entityId,
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email.optional(),
  phone: phone.nullish(),
  phoneMiddlePart: phone.nullish(),
  directPhone: phone.nullish(),
  position: optionalText(100),
  fkRoleId: optionalEntityId,
  /** Only for chamber administrators (role 2), set by a platform administrator. */
  fkChamberId: optionalEntityId,
  fkLanguageId: optionalEntityId,
});
export type AdminUpdateUserModel = z.infer<typeof adminUpdateUserModel>;

/** A platform administrator creates a chamber administrator (role 2) for a chamber (code type 9). */
export const registerCifAdminModel = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  phone: phone.nullish(),
  fkChamberId: entityId,
  fkLanguageId: entityId.optional(),
});
export type RegisterCifAdminModel = z.infer<typeof registerCifAdminModel>;

export const createdUserResult = z.object({ userId: z.number().int() });
export type CreatedUserResult = z.infer<typeof createdUserResult>;

/** A chamber administrator as other administrators see them. */
export const cifAdminSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  fkChamberId: z.number().int().nullable(),
  chamberName: z.string().nullable(),
  fkCountryId: z.number().int().nullable(),
});
export type CifAdminSummary = z.infer<typeof cifAdminSummary>;
export const cifAdminList = z.array(cifAdminSummary);
export type CifAdminList = z.infer<typeof cifAdminList>;

export const isCifAdminResult = z.object({ isCifAdmin: z.boolean() });
export type IsCifAdminResult = z.infer<typeof isCifAdminResult>;

/** The status changes an administrator makes to a user, one at a time or on a selection. */
export const userStatusActions = ['verify', 'unverify', 'activate', 'deactivate'] as const;
export type UserStatusAction = (typeof userStatusActions)[number];

/** The most users one bulk action changes (a page of the list is far fewer; a script may send more). */
export const BULK_USER_ACTION_MAX = 1000;

/** A status change on a selection of users: one transaction, only the users the caller administers. */
export const bulkUserStatusModel = z.object({
  action: z.enum(userStatusActions),
  ids: z.array(entityId).min(1).max(BULK_USER_ACTION_MAX),
});
export type BulkUserStatusModel = z.infer<typeof bulkUserStatusModel>;

/** How many users the bulk action changed out of those asked (the rest already were so, or are not the caller's). */
export const bulkUserStatusResult = z.object({ requested: z.number().int(), changed: z.number().int() });
export type BulkUserStatusResult = z.infer<typeof bulkUserStatusResult>;
