import { z } from 'zod';

/** Rules of spec-1 section 5, shared by the server and the web forms. */
export const PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const email = z.string().trim().toLowerCase().max(254).email('validation.email');

/** Strong password: lowercase, uppercase, digit, special character, at least 8 characters. */
export const strongPassword = z
  .string()
  .min(PASSWORD_MIN, 'password_rules_not_met')
  .max(PASSWORD_MAX, 'validation.max')
  .regex(/[a-z]/, 'password_rules_not_met')
  .regex(/[A-Z]/, 'password_rules_not_met')
  .regex(/[0-9]/, 'password_rules_not_met')
  .regex(/[^A-Za-z0-9]/, 'password_rules_not_met');

/** Phone: digits and symbols only, no letters. */
export const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[^\p{L}]*$/u, 'validation.phone');

/** Link: a web address, protocol optional. */
export const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/)?([\p{L}\p{N}-]+\.)+[\p{L}]{2,}(:\d+)?(\/\S*)?$/u, 'validation.link');

/** A password's confirmation: required, at most as long as a password. */
export const passwordConfirmation = z.string().min(1, 'validation.required').max(PASSWORD_MAX, 'validation.max');

/**
 * The refinement "the confirmation equals the password", as the arguments of `.refine`. It runs as
 * soon as both are text, even while other fields are still invalid (zod skips an object's checks
 * once a field failed), so a form marks a mismatch together with every other error.
 */
export function confirmationMatches<K extends string>(passwordKey: K) {
  return [
    (v: Record<K | 'confirmPassword', unknown>) => v[passwordKey] === v.confirmPassword,
    {
      message: 'password_confirmation_does_not_match',
      path: ['confirmPassword'] as PropertyKey[],
      when: (payload: z.core.ParsePayload) => {
        const v = payload.value as Record<string, unknown> | null | undefined;
        return typeof v?.[passwordKey] === 'string' && typeof v?.confirmPassword === 'string';
      },
    },
  ] as const;
}

export const requiredText = (max = 200) => z.string().trim().min(1, 'validation.required').max(max, 'validation.max');
export const optionalText = (max = 200) => z.string().trim().max(max, 'validation.max').nullish();
