import { z } from 'zod';
import { confirmationMatches, email, passwordConfirmation, strongPassword } from '../common/validation.ts';

const confirm = { newPassword: strongPassword, confirmPassword: passwordConfirmation };
const matches = confirmationMatches('newPassword');

export const changePasswordSelfModel = z
  .object({ oldPassword: z.string().min(1, 'validation.required').max(128), ...confirm })
  .refine(...matches);
export type ChangePasswordSelfModel = z.infer<typeof changePasswordSelfModel>;

export const firstLoginPasswordModel = z.object(confirm).refine(...matches);
export type FirstLoginPasswordModel = z.infer<typeof firstLoginPasswordModel>;

export const adminSetPasswordModel = z
  .object({ userId: z.number().int().positive(), ...confirm, passwordChangeNeeded: z.boolean().default(true) })
  .refine(...matches);
export type AdminSetPasswordModel = z.infer<typeof adminSetPasswordModel>;

export const forgotPasswordModel = z.object({ email });
export type ForgotPasswordModel = z.infer<typeof forgotPasswordModel>;

export const resetPasswordModel = z.object({ token: z.string().min(20).max(200), ...confirm }).refine(...matches);
export type ResetPasswordModel = z.infer<typeof resetPasswordModel>;

/**
 * The mailed link carries the user's id; a code typed in on the confirmation page comes with the
 * user's e-mail address instead (one of the two is needed).
 */
export const confirmEmailQuery = z
  .object({
    userId: z.coerce.number().int().positive().optional(),
    email: email.optional(),
    code: z.string().trim().min(4).max(200),
  })
  .refine((q) => q.userId !== undefined || q.email !== undefined, { message: 'validation.required', path: ['email'] });
export type ConfirmEmailQuery = z.infer<typeof confirmEmailQuery>;
