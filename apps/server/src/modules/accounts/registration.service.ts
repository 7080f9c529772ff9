import type { ConfirmEmailQuery } from '@portal/contracts/accounts/password';
import type { RegisterModel, RegisterWithExistingCompanyModel, RegisterWithNewCompanyModel } from '@portal/contracts/accounts/registration';
import { CodeType, type CodeTypeValue, DEFAULT_LANGUAGE_ID } from '@portal/contracts/codes/code-types';
import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { companyEmployeesPath, mailVerificationPath, portalAddress } from '@portal/contracts/common/portal-links';
import type { AppContext, Client } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, businessRule, fieldError } from '../../lib/app-error.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/random.ts';
import { countHit, requireWithinLimit } from '../../lib/rate-counter.ts';
import { findCityInCountry, upsertCity } from '../codes/cities.repository.ts';
import { countLiveCodes } from '../codes/codes.repository.ts';
import { findCountry } from '../codes/countries.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { recordRegistrationConsents } from './consents.service.ts';
import { findCompany, insertRegisteredCompany, setCompanyContactUser } from './registration.repository.ts';
import { consumeUserToken, issueUserToken, tokenOwner } from './tokens.service.ts';
import {
  companyAdminsOf,
  emailExists,
  findActiveUserByEmail,
  findUserById,
  insertUser,
  languageCode,
  type UserChanges,
  updateUser,
} from './users.repository.ts';

const CONFIRM_TTL = 48 * 3600;
const CONFIRM_PURPOSE = 'confirm_email';
const RESEND_WINDOW_MS = 60_000;
const resendKey = (userId: number) => `resend-confirmation:${userId}`;

async function assertEmailFree(db: DbOrTx, email: string) {
  if (await emailExists(db, email)) throw new AppError('email_taken', 422, undefined, { email: 'email_taken' });
}

export async function assertPasswordAllowed(password: string, field = 'password') {
  if (isCommonPassword(password)) throw fieldError(field, 'password_too_common');
}

/** Issues a confirmation token and queues the translated mail with its link. */
async function sendConfirmation(
  ctx: AppContext,
  tx: DbOrTx,
  user: { pkUserId: number; email: string; firstName: string; fkLanguageId: number },
) {
  const code = randomToken();
  await issueUserToken(tx, user.pkUserId, CONFIRM_PURPOSE, code, CONFIRM_TTL);
  // A registration's mail starts the minute before a resend is allowed.
  await countHit(tx, resendKey(user.pkUserId), RESEND_WINDOW_MS);
  await ctx.mail.enqueue(tx, {
    to: user.email,
    template: 'confirm_email',
    lang: await languageCode(tx, user.fkLanguageId),
    params: { firstName: user.firstName, code },
    link: portalAddress(ctx.config.publicUrl, mailVerificationPath(user.pkUserId, code)),
  });
}

/** Adds the registered person with the consents of their form. */
async function insertRegisteredUser(tx: Tx, client: Client, input: RegisterModel, roleId: number, extra: UserChanges = {}) {
  const user = await insertUser(tx, {
    email: input.email,
    userName: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
    fkRoleId: roleId,
    fkLanguageId: input.fkLanguageId ?? DEFAULT_LANGUAGE_ID,
    ...extra,
  });
  await recordRegistrationConsents(tx, client, user.pkUserId, input.consents);
  return user;
}

export async function register(ctx: AppContext, client: Client, input: RegisterModel) {
  await assertPasswordAllowed(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const user = await insertRegisteredUser(tx, client, input, RoleId.guest);
    await sendConfirmation(ctx, tx, user);
    await logAction(tx, client, 'register', 'user', user.pkUserId);
    return user;
  });
  ctx.mail.deliverSoon();
  return user.pkUserId;
}

/** Checks that every id is a live code of the given type (and, for trees, a leaf). */
async function assertCodes(tx: DbOrTx, type: CodeTypeValue, ids: number[], field: string, leafOnly = false) {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  if ((await countLiveCodes(tx, type, unique, { leafOnly })) !== unique.length) throw fieldError(field, 'invalid_choice');
}

async function resolveCity(tx: DbOrTx, countryId: number, cityId?: number | null, cityName?: string | null) {
  if (cityId) {
    const city = await findCityInCountry(tx, cityId, countryId);
    if (!city) throw fieldError('company.fkCityId', 'invalid_choice');
    return city.pkCityId;
  }
  if (!cityName) return null;
  return upsertCity(tx, countryId, cityName);
}

export async function registerWithNewCompany(ctx: AppContext, client: Client, input: RegisterWithNewCompanyModel) {
  await assertPasswordAllowed(input.password);
  const { company } = input;
  const user = await ctx.db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const country = await findCountry(tx, company.fkCountryId);
    if (!country) throw fieldError('company.fkCountryId', 'invalid_choice');
    await assertCodes(tx, CodeType.companyType, company.companyTypeIDs, 'company.companyTypeIDs');
    await assertCodes(tx, CodeType.activityClass, company.companySectors, 'company.companySectors', true);
    const fkCityId = await resolveCity(tx, country.pkCountryId, company.fkCityId, company.cityName);
    const contact = input.isThisUserContactPerson ? undefined : input.contactPerson;
    const fkCompanyId = await insertRegisteredCompany(
      tx,
      {
        name: company.name,
        fkCountryId: country.pkCountryId,
        fkCityId,
        address: company.address ?? null,
        registrationNumber: company.registrationNumber ?? null,
        taxNumber: company.taxNumber ?? null,
        isMnc: company.isMnc,
        contactPrefixId: contact?.prefix ?? null,
        contactFirstName: contact?.firstName ?? input.firstName,
        contactLastName: contact?.lastName ?? input.lastName,
        contactEmail: contact?.email ?? input.email,
        contactPhone: contact?.phone ?? input.phone ?? null,
        contactPosition: contact?.position ?? null,
      },
      {
        moduleIds: [...new Set(company.moduleIDs.length ? company.moduleIDs : [ModuleId.b2b])],
        typeIds: [...new Set(company.companyTypeIDs)],
        sectorIds: [...new Set(company.companySectors)],
      },
    );
    const user = await insertRegisteredUser(tx, client, input, RoleId.companyAdmin, { fkCompanyId, fkCountryId: country.pkCountryId });
    if (input.isThisUserContactPerson) {
      await setCompanyContactUser(tx, fkCompanyId, user.pkUserId);
    }
    await sendConfirmation(ctx, tx, user);
    await logAction(tx, client, 'register_with_new_company', 'company', fkCompanyId, { userId: user.pkUserId });
    return user;
  });
  ctx.mail.deliverSoon();
  return user.pkUserId;
}

export async function registerWithExistingCompany(ctx: AppContext, client: Client, input: RegisterWithExistingCompanyModel) {
  await assertPasswordAllowed(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const company = await findCompany(tx, input.fkCompanyId);
    if (!company || company.deletedAt) throw fieldError('fkCompanyId', 'invalid_choice');
    const user = await insertRegisteredUser(tx, client, input, RoleId.employee, {
      fkCompanyId: company.pkCompanyId,
      fkCountryId: company.fkCountryId,
    });
    await sendConfirmation(ctx, tx, user);
    const admins = await companyAdminsOf(tx, company.pkCompanyId);
    for (const admin of admins) {
      await ctx.mail.enqueue(tx, {
        to: admin.email,
        template: 'new_company_member',
        lang: await languageCode(tx, admin.fkLanguageId),
        params: {
          firstName: admin.firstName,
          companyName: company.name,
          memberName: `${user.firstName} ${user.lastName}`,
          memberEmail: user.email,
        },
        link: portalAddress(ctx.config.publicUrl, companyEmployeesPath(company.pkCompanyId)),
      });
    }
    await logAction(tx, client, 'register_with_existing_company', 'company', company.pkCompanyId, { userId: user.pkUserId });
    return user;
  });
  ctx.mail.deliverSoon();
  return user.pkUserId;
}

/**
 * Confirms an address with the mailed code, for the user of the link (id) or of the typed e-mail.
 * A code that was mailed to this user once more (the link opened a second time) answers
 * email_already_confirmed; a wrong code, or a code of someone else, answers invalid_or_expired_code.
 */
export async function confirmEmail(ctx: AppContext, query: ConfirmEmailQuery) {
  await ctx.db.transaction(async (tx) => {
    const user = query.userId !== undefined ? await findUserById(tx, query.userId) : await findActiveUserByEmail(tx, query.email ?? '');
    if (!user || user.deletedAt) throw businessRule('invalid_or_expired_code');
    if (user.emailConfirmed) {
      if ((await tokenOwner(tx, CONFIRM_PURPOSE, query.code)) === user.pkUserId) throw businessRule('email_already_confirmed');
      throw businessRule('invalid_or_expired_code');
    }
    const owner = await consumeUserToken(tx, CONFIRM_PURPOSE, query.code, user.pkUserId);
    if (owner === null) throw businessRule('invalid_or_expired_code');
    await updateUser(tx, user.pkUserId, { emailConfirmed: true, updatedAt: new Date() });
  });
}

/**
 * Sends a new confirmation mail to an unconfirmed user; at most one a minute per id, counting
 * the registration's own mail. Unknown, deleted and confirmed ids answer exactly the same (and
 * get no mail), so the anonymous call does not tell which ids exist or are confirmed.
 */
export async function resendConfirmation(ctx: AppContext, userId: number) {
  await requireWithinLimit(ctx.db, resendKey(userId), 1, RESEND_WINDOW_MS, 'wait_before_resending');
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deletedAt || user.emailConfirmed) return;
  await ctx.db.transaction((tx) => sendConfirmation(ctx, tx, user));
  ctx.mail.deliverSoon();
}
