import { loginPath, portalAddress } from '@portal/contracts/common/portal-links';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { emailExists, findUserById, insertUser, languageCode } from './users.repository.ts';

/** A random temporary password that meets the strength rule (96 random bits plus one of each class). */
function temporaryPassword(): string {
  return `${randomBytes(12).toString('base64url')}aA1#`;
}

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  phoneMiddlePart?: string | null;
  directPhone?: string | null;
  position?: string | null;
  fkRoleId: number;
  fkCompanyId?: number | null;
  fkChamberId?: number | null;
  fkCountryId: number | null;
  fkLanguageId: number;
}

/**
 * Creates a user someone else invites (an employee, a chamber administrator): e-mail counted as
 * confirmed, a temporary password mailed in the invitation, to be replaced at first sign-in.
 * `organisation` names the company or chamber in the mail.
 */
export async function createInvitedUser(ctx: AppContext, tx: DbOrTx, invitee: Invitee, o: { inviterId: number; organisation: string }) {
  if (await emailExists(tx, invitee.email)) throw new AppError('email_taken', 422, undefined, { email: 'email_taken' });
  const password = temporaryPassword();
  const user = await insertUser(tx, {
    ...invitee,
    userName: invitee.email,
    passwordHash: await hashPassword(password),
    passwordChangeNeeded: true,
    emailConfirmed: true,
    isVerified: true,
    isActive: true,
  });
  const inviter = await findUserById(tx, o.inviterId);
  await ctx.mail.enqueue(tx, {
    to: user.email,
    template: 'employee_invitation',
    lang: await languageCode(tx, invitee.fkLanguageId),
    params: {
      firstName: user.firstName,
      companyName: o.organisation,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : o.organisation,
      password,
    },
    link: portalAddress(ctx.config.publicUrl, loginPath),
  });
  return user;
}
