import { z } from 'zod';
import { email, strongPassword } from '../common/validation.ts';

const confirm = { newPassword: strongPassword, confirmPassword: z.string().max(128) };
const matches = {
  message: 'password_confirmation_does_not_match',
  path: ['confirmPassword'],
};

export const changePasswordSelfModel = z
  .object({ oldPassword: z.string().min(1, 'validation.required').max(128), ...confirm })
  .refine((v) => v.newPassword === v.confirmPassword, matches);
export type ChangePasswordSelfModel = z.infer<typeof changePasswordSelfModel>;

export const firstLoginPasswordModel = z.object(confirm).refine((v) => v.newPassword === v.confirmPassword, matches);
export type FirstLoginPasswordModel = z.infer<typeof firstLoginPasswordModel>;

export const adminSetPasswordModel = z
  .object({ userId: z.number().int().positive(), ...confirm, passwordChangeNeeded: z.boolean().default(true) })
  .refine((v) => v.newPassword === v.confirmPassword, matches);
export type AdminSetPasswordModel = z.infer<typeof adminSetPasswordModel>;

export const forgotPasswordModel = z.object({ email });
export type ForgotPasswordModel = z.infer<typeof forgotPasswordModel>;

export const resetPasswordModel = z
  .object({ token: z.string().min(20).max(200), ...confirm })
  .refine((v) => v.newPassword === v.confirmPassword, matches);
export type ResetPasswordModel = z.infer<typeof resetPasswordModel>;

export const confirmEmailQuery = z.object({
  userId: z.coerce.number().int().positive(),
  code: z.string().trim().min(4).max(200),
});
export type ConfirmEmailQuery = z.infer<typeof confirmEmailQuery>;
