import type { z } from 'zod';
import type { CurrentUser } from '@portal/contracts/accounts/session';
import { type EditUserSelfModel, editUserSelfModel } from '@portal/contracts/accounts/profile';
import type { Actor, AppContext } from '../../context.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { findLanguage } from '../codes/language.repository.ts';
import { makeFilePublic } from '../files/files.repository.ts';
import { findFile, ownImage, recordImages, removeFile, withStoredImages } from '../files/files.service.ts';
import { processImage } from '../files/image.ts';
import { logAction } from '../logs/logs.service.ts';
import { getCurrentUser } from './current-user.service.ts';
import { findUserById, liveUserAvatarName, updateUser } from './users.repository.ts';

/** Zod issues as the error protocol's field map (the same keys schema validation answers). */
function fieldErrors(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    if (fields[key]) continue;
    if (/^[a-z_.]+$/.test(issue.message)) fields[key] = issue.message;
    else if (issue.code === 'too_small') fields[key] = 'validation.min';
    else if (issue.code === 'too_big') fields[key] = 'validation.max';
    else if (issue.code === 'invalid_type') fields[key] = 'validation.required';
    else fields[key] = 'validation.invalid';
  }
  return new AppError('validation_error', 400, undefined, fields);
}

/** What the profile form sent: its fields (JSON, or multipart parts as read by the route) and an optional avatar image. */
export interface ProfileSubmission {
  fields: unknown;
  avatar: { data: Buffer; originalName: string } | null;
}

/**
 * The user's own profile: names, phone, position, language and avatar. JSON or multipart
 * (form fields plus an optional `avatar` image part, checked and re-encoded like any upload).
 * Fields the user does not own are dropped by the contract.
 */
export async function editUserSelf(ctx: AppContext, actor: Actor, submission: ProfileSubmission): Promise<CurrentUser> {
  const { fields: raw, avatar: avatarUpload } = submission;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new AppError('validation_error', 400, undefined, { body: 'validation.invalid' });
  const parsed = editUserSelfModel.safeParse(raw);
  if (!parsed.success) throw fieldErrors(parsed.error);
  const input: EditUserSelfModel = parsed.data;
  const image = avatarUpload ? await processImage(avatarUpload.data, avatarUpload.originalName, 'avatar') : null;

  const current = await findUserById(ctx.db, actor.userId);
  if (!current) throw notFound();
  const oldAvatar = current.avatarName;

  const avatarImages = image ? [{ image, originalName: avatarUpload?.originalName ?? 'avatar' }] : [];
  // A new avatar's bytes are stored first, and removed again when the transaction fails.
  const removed = await withStoredImages(ctx, actor, avatarImages, (stored) =>
    ctx.db.transaction(async (tx) => {
      if (input.fkLanguageId != null && !(await findLanguage(tx, input.fkLanguageId))) {
        throw fieldError('fkLanguageId', 'validation.invalid');
      }
      let avatarName = oldAvatar;
      if (stored.length) {
        const [row] = await recordImages(tx, actor, stored, true);
        avatarName = row.name;
      } else if (input.avatarName === '' || input.avatarName === null) {
        avatarName = null;
      } else if (input.avatarName !== undefined && input.avatarName !== oldAvatar) {
        const own = await ownImage(tx, actor, input.avatarName);
        if (!own) throw fieldError('avatarName', 'file_not_found');
        // An avatar is shown to other users: make it public.
        if (!own.isPublic) await makeFilePublic(tx, own.pkFileId);
        avatarName = own.name;
      }
      await updateUser(tx, actor.userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.phone !== undefined && { phone: input.phone || null }),
        ...(input.position !== undefined && { position: input.position || null }),
        ...(input.fkLanguageId != null && { fkLanguageId: input.fkLanguageId }),
        avatarName,
        updatedAt: new Date(),
      });
      let removed: string | null = null;
      if (oldAvatar && oldAvatar !== avatarName) {
        // The replaced avatar goes too, when it was the user's own upload.
        const old = await findFile(tx, oldAvatar);
        if (old && old.fkOwnerUserId === actor.userId) {
          await removeFile(tx, old);
          removed = old.name;
        }
      }
      await logAction(tx, actor, 'edit_user_self', 'user', actor.userId, {
        fields: Object.keys(input),
        avatarChanged: avatarName !== oldAvatar,
      });
      return removed;
    }),
  );
  if (removed) await ctx.storage.remove(removed);
  return getCurrentUser(ctx.db, actor);
}

/** A user's avatar bytes, or 404 when the user or the avatar does not exist. */
export async function getAvatar(ctx: AppContext, userId: number) {
  const avatarName = await liveUserAvatarName(ctx.db, userId);
  if (!avatarName) throw notFound('avatar_not_found');
  const file = await findFile(ctx.db, avatarName);
  const data = file ? await ctx.storage.get(file.name) : null;
  if (!file || !data) throw notFound('avatar_not_found');
  return { file, data };
}
