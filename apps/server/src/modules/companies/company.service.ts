import { countryNameOf } from '../codes/country-names.repository.ts';
import { CodeType, type CodeTypeValue } from '@portal/contracts/codes/code-types';
import { cityNameIn } from '@portal/contracts/codes/cities';
import type { CompanyAnswer, CompanyUpdateModel } from '@portal/contracts/companies/company';
import type { AppContext, Actor } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { logAction } from '../logs/logs.service.ts';
import { b2bInfoFromRows } from './b2b-info.service.ts';
import { findCity, upsertCity } from '../codes/cities.repository.ts';
import { codeTypesOf, findCountry, replaceCompanyCodes, updateCompanyGeneral } from './company-general.repository.ts';
import { type CompanyRow, findCompanyProfile } from './company.repository.ts';
import {
  canEditCompany,
  canMoveCompanyToAnotherCountry,
  canSeeCompanyInternals,
  canSetMemberSince,
  checkVisibleCompany,
  requireEditableCompany,
} from './company.policy.ts';
import { profileState } from './completeness.ts';
import { mncInfoFromRow } from './mnc-info.service.ts';
import { supplyChainInfoFromRows } from './supply-chain-info.service.ts';

function contactPersonOf(c: CompanyRow): CompanyAnswer['contactPerson'] {
  if (!c.contactFirstName && !c.contactEmail) return null;
  return {
    prefix: c.contactPrefixId,
    firstName: c.contactFirstName ?? '',
    lastName: c.contactLastName ?? '',
    email: c.contactEmail ?? '',
    phone: c.contactPhone,
    position: c.contactPosition,
    userId: c.fkContactUserId,
  };
}

export async function companyProfile(ctx: AppContext, actor: Actor, companyId: number): Promise<CompanyAnswer> {
  // One statement: the company with everything the answer and its completeness read.
  const profile = await findCompanyProfile(ctx.db, companyId, actor.languageId);
  if (!profile) throw notFound('company_not_found');
  const company = checkVisibleCompany(actor, profile.company);
  const { moduleIds: moduleIDs, typeIds: companyTypeIDs, sectors: companySectors } = profile;
  const canEdit = canEditCompany(actor, company);
  const contactPerson = contactPersonOf(company);
  let state: { completeness: number | null; missingSections: string[] } = { completeness: null, missingSections: [] };
  if (canSeeCompanyInternals(actor, company)) {
    state = profileState({
      general: { ...company, companyTypeIDs, companySectors, contactPerson },
      b2b: b2bInfoFromRows(companyId, profile.b2b, profile.codeLists, profile.countryLists),
      mnc: mncInfoFromRow(companyId, profile.mnc),
      supplyChain: supplyChainInfoFromRows(companyId, profile.supplyChain, profile.codeLists),
      modules: moduleIDs,
      isMnc: company.isMnc,
    });
  }
  return {
    pkCompanyId: company.pkCompanyId,
    name: company.name,
    fkCountryId: company.fkCountryId,
    countryName: countryNameOf(company.countryNames, actor.languageId),
    isWb6: company.countryIsWb6,
    fkCityId: company.fkCityId,
    cityName: company.cityName === null ? null : cityNameIn({ name: company.cityName, nameSr: company.cityNameSr }, actor.languageId),
    address: company.address,
    registrationNumber: company.registrationNumber,
    taxNumber: company.taxNumber,
    logoName: company.logoName,
    isMnc: company.isMnc,
    isVerified: company.isVerified,
    hasPowerBi: company.hasPowerBi,
    memberSince: company.memberSince?.toISOString().slice(0, 10) ?? null,
    moduleIDs,
    companyTypeIDs,
    companySectors,
    contactPerson,
    canEdit,
    ...state,
  };
}

/** get-company-for-current-user: the actor's own company. */
export async function ownCompanyProfile(ctx: AppContext, actor: Actor): Promise<CompanyAnswer> {
  if (!actor.companyId) throw notFound('company_not_found');
  return companyProfile(ctx, actor, actor.companyId);
}

async function assertCodeIds(db: DbOrTx, type: CodeTypeValue, ids: number[], field: string) {
  if (!ids.length) return;
  const rows = await codeTypesOf(db, ids);
  if (rows.length !== ids.length || rows.some((r) => r.type !== type)) throw fieldError(field, 'invalid_choice');
}

async function resolveCity(db: DbOrTx, countryId: number, cityId: number | null | undefined, cityName: string | null | undefined) {
  if (cityId) {
    const city = await findCity(db, cityId);
    if (!city || city.fkCountryId !== countryId) throw fieldError('fkCityId', 'invalid_choice');
    return city.pkCityId;
  }
  if (!cityName) return null;
  return upsertCity(db, countryId, cityName);
}

/** PUT api/Company: general information, modules, types, sectors and contact person. */
export async function updateCompany(ctx: AppContext, actor: Actor, input: CompanyUpdateModel) {
  const id = input.pkCompanyId;
  await ctx.db.transaction(async (tx) => {
    const company = await requireEditableCompany(tx, actor, id);
    if (input.fkCountryId !== company.fkCountryId && !canMoveCompanyToAnotherCountry(actor))
      throw fieldError('fkCountryId', 'company_country_change_not_allowed');
    const country = await findCountry(tx, input.fkCountryId);
    if (!country) throw fieldError('fkCountryId', 'invalid_choice');
    await assertCodeIds(tx, CodeType.companyType, input.companyTypeIDs, 'companyTypeIDs');
    await assertCodeIds(tx, CodeType.activityClass, input.companySectors, 'companySectors');
    const fkCityId = await resolveCity(tx, input.fkCountryId, input.fkCityId, input.cityName);
    const me = input.isThisUserContactPerson ? await findUserById(tx, actor.userId) : null;
    const cp = me
      ? { prefix: null, firstName: me.firstName, lastName: me.lastName, email: me.email, phone: me.phone, position: me.position }
      : input.contactPerson!;
    await updateCompanyGeneral(tx, id, {
      name: input.name,
      fkCountryId: input.fkCountryId,
      fkCityId,
      address: input.address ?? null,
      registrationNumber: input.registrationNumber ?? null,
      taxNumber: input.taxNumber ?? null,
      logoName: input.logoName ?? null,
      isMnc: input.isMnc,
      contactPrefixId: cp.prefix ?? null,
      contactFirstName: cp.firstName,
      contactLastName: cp.lastName,
      contactEmail: cp.email,
      contactPhone: cp.phone ?? null,
      contactPosition: cp.position ?? null,
      fkContactUserId: me ? me.pkUserId : null,
      ...(canSetMemberSince(actor) && input.memberSince !== undefined
        ? { memberSince: input.memberSince ? new Date(input.memberSince) : null }
        : {}),
    });
    await replaceCompanyCodes(tx, id, { moduleIds: input.moduleIDs, typeIds: input.companyTypeIDs, sectorIds: input.companySectors });
    await logAction(tx, actor, 'update_company', 'company', id);
  });
  return companyProfile(ctx, actor, id);
}
