import type { CertificateModel, CertificateSearch } from '@portal/contracts/companies/certificates';
import type { Actor, AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import {
  companyCertificatePage,
  deleteCertificateRow,
  getCertificateRow,
  insertCertificate,
  updateCertificate,
  verifiedCompaniesCertificatePage,
} from './certificates.repository.ts';
import { requireEditableCompany, requireVisibleCompany } from './company.policy.ts';

/** One company's certificates, for those who may see the company. */
export async function searchCertificates(ctx: AppContext, actor: Actor, q: CertificateSearch) {
  const companyId = q.fkCompanyId ?? actor.companyId;
  if (!companyId) throw notFound('company_not_found');
  await requireVisibleCompany(ctx.db, actor, companyId);
  return companyCertificatePage(ctx.db, companyId, q);
}

/** Certificates of verified companies, for anyone (public business-to-business pages). */
export function publicSearchCertificates(ctx: AppContext, q: CertificateSearch) {
  return verifiedCompaniesCertificatePage(ctx.db, q);
}

export async function getCertificate(ctx: AppContext, actor: Actor, id: number) {
  const row = await getCertificateRow(ctx.db, id);
  await requireVisibleCompany(ctx.db, actor, row.fkCompanyId);
  return row;
}

export async function saveCertificate(ctx: AppContext, actor: Actor, input: CertificateModel) {
  const id = await ctx.db.transaction(async (tx) => {
    await requireEditableCompany(tx, actor, input.fkCompanyId);
    const values = { name: input.name, issuer: input.issuer ?? null, validFrom: input.validFrom ?? null, validTo: input.validTo ?? null };
    let certificateId = input.pkCertificateId;
    if (certificateId) {
      const existing = await getCertificateRow(tx, certificateId);
      // The certificate must stay with the company it belongs to, which the actor must be able to edit too.
      if (existing.fkCompanyId !== input.fkCompanyId) throw notFound('certificate_not_found');
      await updateCertificate(tx, certificateId, values);
    } else {
      certificateId = await insertCertificate(tx, input.fkCompanyId, values);
    }
    await logAction(tx, actor, input.pkCertificateId ? 'update_certificate' : 'add_certificate', 'certificate', certificateId);
    return certificateId;
  });
  return getCertificateRow(ctx.db, id);
}

export async function deleteCertificate(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await getCertificateRow(tx, id);
    await requireEditableCompany(tx, actor, row.fkCompanyId);
    await deleteCertificateRow(tx, id);
    await logAction(tx, actor, 'delete_certificate', 'certificate', id);
  });
}
