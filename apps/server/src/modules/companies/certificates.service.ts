import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CertificateModel, CertificateSearch } from '@portal/contracts/companies/certificates';
import { totalPages } from '@portal/contracts/common/paging';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { notFound } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireEditableCompany, requireVisibleCompany } from './company.policy.ts';

const isValidToday = sql<boolean>`(${t.certificates.validTo} is null or ${t.certificates.validTo} >= current_date)`;
const columns = {
  pkCertificateId: t.certificates.pkCertificateId,
  fkCompanyId: t.certificates.fkCompanyId,
  companyName: t.companies.name,
  name: t.certificates.name,
  issuer: t.certificates.issuer,
  validFrom: t.certificates.validFrom,
  validTo: t.certificates.validTo,
  isValid: isValidToday,
};

async function page(db: DbOrTx, where: SQL | undefined, pageNum: number, pageSize: number) {
  const all = and(isNull(t.companies.deletedAt), where);
  const [certificates, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(t.certificates)
      .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.certificates.fkCompanyId))
      .where(all)
      .orderBy(asc(t.certificates.name), asc(t.certificates.pkCertificateId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ n: count() })
      .from(t.certificates)
      .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.certificates.fkCompanyId))
      .where(all),
  ]);
  return { certificates, totalPages: totalPages(n, pageSize), totalCount: n };
}

const nameLike = (name?: string) => (name ? containsText(t.certificates.name, name) : undefined);

/** One company's certificates, for those who may see the company. */
export async function searchCertificates(ctx: AppContext, actor: Actor, q: CertificateSearch) {
  const companyId = q.fkCompanyId ?? actor.companyId;
  if (!companyId) throw notFound('company_not_found');
  await requireVisibleCompany(ctx.db, actor, companyId);
  return page(
    ctx.db,
    and(eq(t.certificates.fkCompanyId, companyId), nameLike(q.name), q.onlyValid ? isValidToday : undefined),
    q.pageNum,
    q.pageSize,
  );
}

/** Certificates of verified companies, for anyone (public business-to-business pages). */
export function publicSearchCertificates(ctx: AppContext, q: CertificateSearch) {
  return page(
    ctx.db,
    and(
      eq(t.companies.isVerified, true),
      q.fkCompanyId ? eq(t.certificates.fkCompanyId, q.fkCompanyId) : undefined,
      nameLike(q.name),
      q.onlyValid ? isValidToday : undefined,
    ),
    q.pageNum,
    q.pageSize,
  );
}

async function certificateRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(t.certificates)
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.certificates.fkCompanyId))
    .where(and(eq(t.certificates.pkCertificateId, id), isNull(t.companies.deletedAt)));
  if (!row) throw notFound('certificate_not_found');
  return row;
}

export async function getCertificate(ctx: AppContext, actor: Actor, id: number) {
  const row = await certificateRow(ctx.db, id);
  await requireVisibleCompany(ctx.db, actor, row.fkCompanyId);
  return row;
}

export async function saveCertificate(ctx: AppContext, actor: Actor, input: CertificateModel) {
  const id = await ctx.db.transaction(async (tx) => {
    await requireEditableCompany(tx, actor, input.fkCompanyId);
    const values = { name: input.name, issuer: input.issuer ?? null, validFrom: input.validFrom ?? null, validTo: input.validTo ?? null };
    let certificateId = input.pkCertificateId;
    if (certificateId) {
      const existing = await certificateRow(tx, certificateId);
      // The certificate must stay with the company it belongs to, which the actor must be able to edit too.
      if (existing.fkCompanyId !== input.fkCompanyId) throw notFound('certificate_not_found');
      await tx
        .update(t.certificates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(t.certificates.pkCertificateId, certificateId));
    } else {
      [{ pkCertificateId: certificateId }] = await tx
        .insert(t.certificates)
        .values({ fkCompanyId: input.fkCompanyId, ...values })
        .returning();
    }
    await logAction(tx, actor, input.pkCertificateId ? 'update_certificate' : 'add_certificate', 'certificate', certificateId);
    return certificateId;
  });
  return certificateRow(ctx.db, id);
}

export async function deleteCertificate(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await certificateRow(tx, id);
    await requireEditableCompany(tx, actor, row.fkCompanyId);
    await tx.delete(t.certificates).where(eq(t.certificates.pkCertificateId, id));
    await logAction(tx, actor, 'delete_certificate', 'certificate', id);
  });
}
