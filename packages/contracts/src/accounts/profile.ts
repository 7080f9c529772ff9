import { z } from 'zod';
import { fileName } from '../files/files.ts';
import { MAX_ID } from '../common/ids.ts';
import { idParam } from '../common/paging.ts';
import { optionalText, phone, requiredText } from '../common/validation.ts';

/**
 * The signed-in user's own profile (POST api/Account/edit-user-self), as JSON or as
 * multipart form fields with an optional `avatar` image part. Fields a user does not own
 * (e-mail, role, company) are not part of it and are dropped. `avatarName`: a file name the
 * user uploaded (upload-file/true) to use as avatar, '' or null to remove the avatar,
 * absent to keep it.
 */
export const editUserSelfModel = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phone.nullish(),
  position: optionalText(100),
  /** Multipart form fields arrive as text, hence coerced, with the form's message for a bad value. */
  fkLanguageId: z.coerce.number('validation.invalid').int().positive().max(MAX_ID).nullish(),
  avatarName: z.union([fileName, z.literal('')]).nullish(),
});
export type EditUserSelfModel = z.infer<typeof editUserSelfModel>;

/** GET api/Account/get-avatar/{id}: the user id. */
export const avatarParams = idParam;
export type AvatarParams = z.infer<typeof avatarParams>;
