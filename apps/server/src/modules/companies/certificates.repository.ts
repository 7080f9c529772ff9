import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CertificateSearch } from '@portal/contracts/companies/certificates';
import { totalPages } from '@portal/contracts/common/paging';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { containsText } from '../../lib/text-match.ts';
import { notFound } from '../../lib/app-error.ts';

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

/** A page of one company's certificates, by name, valid ones only when asked. */
export function companyCertificatePage(db: DbOrTx, companyId: number, q: CertificateSearch) {
  return page(
    db,
    and(eq(t.certificates.fkCompanyId, companyId), nameLike(q.name), q.onlyValid ? isValidToday : undefined),
    q.pageNum,
    q.pageSize,
  );
}

/** A page of verified companies' certificates (of one when asked), by name, valid ones only when asked. */
export function verifiedCompaniesCertificatePage(db: DbOrTx, q: CertificateSearch) {
  return page(
    db,
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

/** A certificate of a company that is not deleted; 404 when there is none. */
export async function getCertificateRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(t.certificates)
    .innerJoin(t.companies, eq(t.companies.pkCompanyId, t.certificates.fkCompanyId))
    .where(and(eq(t.certificates.pkCertificateId, id), isNull(t.companies.deletedAt)));
  if (!row) throw notFound('certificate_not_found');
  return row;
}

/** What a certificate holds besides its company. */
export interface CertificateValues {
  name: string;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
}

export async function insertCertificate(db: DbOrTx, companyId: number, values: CertificateValues) {
  const [{ pkCertificateId }] = await db
    .insert(t.certificates)
    .values({ fkCompanyId: companyId, ...values })
    .returning();
  return pkCertificateId;
}

export async function updateCertificate(db: DbOrTx, id: number, values: CertificateValues) {
  await db
    .update(t.certificates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(t.certificates.pkCertificateId, id));
}

export async function deleteCertificateRow(db: DbOrTx, id: number) {
  await db.delete(t.certificates).where(eq(t.certificates.pkCertificateId, id));
}
