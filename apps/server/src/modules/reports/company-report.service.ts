import { countryNameOf } from '../codes/country-names.repository.ts';
import { ModuleId } from '@portal/contracts/common/access';
import { cityNameIn, numberOfCountriesChoices } from '@portal/contracts/codes/cities';
import type { Actor, AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { richTextToPlain } from '../../lib/rich-text.ts';
import { companyItemPage } from '../catalogue/catalogue-items.repository.ts';
import { b2bInfoFromRows } from '../companies/b2b-info.service.ts';
import { companyCertificatePage } from '../companies/certificates.repository.ts';
import { canSeeCompanyInternals, checkVisibleCompany } from '../companies/company.policy.ts';
import { findCompanyProfile } from '../companies/company.repository.ts';
import { mncInfoFromRow } from '../companies/mnc-info.service.ts';
import { supplyChainInfoFromRows } from '../companies/supply-chain-info.service.ts';
import type { CompanyReport } from './company-report-model.ts';
import { companyReportPdf } from './company-report-pdf.ts';
import { codeNames, countryNames, moduleNames, reportEmployees } from './company-report.repository.ts';
import { type ReportLog, storedImageDataUrl } from './report-images.ts';

/**
 * GET api/Reports/company-details-report/{id} (spec-2 sections 6 and 7): the company profile
 * as a PDF, of what the reader may see of the company: nothing of a company they may not view
 * (an unverified one to outsiders: 403), no offers the company hid from the market to
 * outsiders, and of its employees names and positions with the e-mail and phone each person
 * shows in the profile PDF.
 */

/** Rows each table of the PDF lists at most; a note counts the rest (the portal lists them all). */
export const COMPANY_REPORT_ROWS_MAX = 200;
/** The logo's side on the PDF, in pixels (printed at 64 points, sharp at 300 dpi). */
const LOGO_SIDE = 256;

const plain = (html: string | null | undefined) => (html ? richTextToPlain(html) : null);

/** The company report model of what the actor may see. */
export async function companyReport(ctx: AppContext, actor: Actor, companyId: number, log: ReportLog): Promise<CompanyReport> {
  const { db } = ctx;
  const lang = actor.languageId;
  const profile = await findCompanyProfile(db, companyId, lang);
  if (!profile) throw notFound('company_not_found');
  const company = checkVisibleCompany(actor, profile.company);
  const insider = canSeeCompanyInternals(actor, company);
  const has = (module: number) => profile.moduleIds.includes(module);
  const b2b = has(ModuleId.b2b) ? b2bInfoFromRows(companyId, profile.b2b, profile.codeLists, profile.countryLists) : null;
  const mnc = company.isMnc ? mncInfoFromRow(companyId, profile.mnc) : null;
  const supply = has(ModuleId.supplyChain) ? supplyChainInfoFromRows(companyId, profile.supplyChain, profile.codeLists) : null;

  const codeIds = [
    ...profile.typeIds,
    ...(company.contactPrefixId ? [company.contactPrefixId] : []),
    ...(b2b
      ? [...b2b.b2BInfoImportProducts, ...b2b.b2BInfoExportProducts, ...b2b.b2BInfoImportServices, ...b2b.b2BInfoExportServices]
      : []),
    ...(b2b?.b2BInfoBusinessPartners ?? []),
    ...(supply ? [...supply.supplyInCompanySectors, ...supply.supplyInPositions, ...supply.supplyInPlannedSectors] : []),
  ];
  const all = { pageNum: 1, pageSize: COMPANY_REPORT_ROWS_MAX };
  const [codes, countries, modules, products, services, certificates, employees, logo] = await Promise.all([
    codeNames(db, codeIds, lang),
    countryNames(db, b2b ? [...b2b.b2BInfoImportCountries, ...b2b.b2BInfoExportCountries] : [], lang),
    moduleNames(db, profile.moduleIds, lang),
    companyItemPage(db, lang, companyId, 'product', all, !insider),
    companyItemPage(db, lang, companyId, 'service', all, !insider),
    companyCertificatePage(db, companyId, { ...all, onlyValid: false }),
    reportEmployees(db, actor, companyId, COMPANY_REPORT_ROWS_MAX),
    storedImageDataUrl(ctx, company.logoName, { side: LOGO_SIDE, fit: 'inside', what: 'company profile PDF: the logo' }, log),
  ]);
  const name = (id: number) => codes.get(id)?.name ?? '';
  const coded = (ids: number[]) => ids.map((id) => codes.get(id)).flatMap((c) => (c ? [`${c.code} ${c.name}`] : []));
  const named = (ids: number[]) => ids.map(name).filter(Boolean);
  const countryList = (ids: number[]) => ids.flatMap((id) => countries.get(id) ?? []).sort((a, b) => a.localeCompare(b));
  const choice = (id: number | null | undefined) => numberOfCountriesChoices.find((c) => c.id === id)?.name ?? null;

  return {
    company: {
      name: company.name,
      logo,
      countryName: countryNameOf(company.countryNames, lang),
      city: company.cityName === null ? null : cityNameIn({ name: company.cityName, nameSr: company.cityNameSr }, lang),
      address: company.address,
      memberSince: company.memberSince?.toISOString() ?? null,
      registrationNumber: company.registrationNumber,
      taxNumber: company.taxNumber,
      types: named(profile.typeIds),
      modules,
      contact:
        company.contactFirstName || company.contactEmail
          ? {
              prefix: company.contactPrefixId ? name(company.contactPrefixId) : null,
              firstName: company.contactFirstName ?? '',
              lastName: company.contactLastName ?? '',
              email: company.contactEmail,
              phone: company.contactPhone,
              position: company.contactPosition,
            }
          : null,
    },
    sectors: profile.sectors.map((s) => `${s.code} ${s.name}`),
    b2b: b2b && {
      ...b2b,
      shortCompanyProfile: plain(b2b.shortCompanyProfile),
      mainBusinessActivity: plain(b2b.mainBusinessActivity),
      others: plain(b2b.others),
      importCountries: countryList(b2b.b2BInfoImportCountries),
      exportCountries: countryList(b2b.b2BInfoExportCountries),
      importProducts: coded(b2b.b2BInfoImportProducts),
      exportProducts: coded(b2b.b2BInfoExportProducts),
      importServices: coded(b2b.b2BInfoImportServices),
      exportServices: coded(b2b.b2BInfoExportServices),
      businessPartners: named(b2b.b2BInfoBusinessPartners),
    },
    mnc,
    supplyChain: supply && {
      ...supply,
      sectorNames: coded(supply.supplyInCompanySectors),
      positionNames: named(supply.supplyInPositions),
      plannedSectorNames: coded(supply.supplyInPlannedSectors),
      countriesToExport: supply.supplyInNumberOfCountriesToExport.flatMap((id) => choice(id) ?? []),
      dosCountries: choice(supply.fkDOSNumberOfCountriesToWhichExports),
    },
    products: products.rows.map((p) => ({
      name: p.name,
      hsCode: p.classificationCode,
      hsName: p.classificationName ?? '',
      isSupply: p.isSupply,
      isDemand: p.isDemand,
    })),
    services: services.rows.map((s) => ({
      name: s.name,
      nace: `${s.classificationCode} ${s.classificationName ?? ''}`.trim(),
      nice: s.fkServiceCategoryId ? s.serviceCategoryName : null,
      isSupply: s.isSupply,
      isDemand: s.isDemand,
    })),
    certificates: certificates.certificates.map((c) => ({ name: c.name, validFrom: c.validFrom, validTo: c.validTo })),
    employees: employees.map((e) => ({
      firstName: e.firstName,
      lastName: e.lastName,
      position: e.position,
      email: e.email,
      phone: [e.phone, e.phoneMiddlePart].filter(Boolean).join(' ') || e.directPhone,
    })),
    leftOut: {
      products: products.totalCount - products.rows.length,
      services: services.totalCount - services.rows.length,
      certificates: certificates.totalCount - certificates.certificates.length,
      employees: (employees[0]?.total ?? 0) - employees.length,
    },
  };
}

/** The company profile PDF in the reader's language. */
export async function companyReportFile(ctx: AppContext, actor: Actor, companyId: number, log: ReportLog): Promise<Buffer> {
  const report = await companyReport(ctx, actor, companyId, log);
  return companyReportPdf({ report, languageId: actor.languageId, webAddress: ctx.config.publicUrl });
}
