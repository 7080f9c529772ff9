import type { YearValue } from '@portal/contracts/companies/year-values';
import type { CompanyReport, ReportPerson } from './company-report-model.ts';
import type { CompanyReportTexts } from './company-report-texts.ts';

/**
 * The sixteen pages of the company profile (spec-2 section 6) in their order, as blocks of
 * facts, lists, paragraphs and tables; a page whose blocks hold no data is left out. A yes/no
 * answer is shown on a page that has data, but a "no" alone gives a page no data.
 */

export type FactValue = string | number | boolean | null | undefined;
export type Block =
  | { kind: 'facts'; heading?: string; facts: [label: string, value: FactValue][] }
  | { kind: 'list'; heading: string; items: string[] }
  | { kind: 'text'; heading: string; text: string | null | undefined }
  | { kind: 'years'; heading?: string; rows: [label: string, values: YearValue[]][]; percent?: boolean }
  | { kind: 'table'; header: string[]; widths: (number | '*')[]; rows: string[][]; leftOut: number };

export interface ReportPage {
  title: string;
  blocks: Block[];
}

const filled = (v: FactValue) => v === true || typeof v === 'number' || (typeof v === 'string' && v.trim() !== '');

export function blockHasData(b: Block): boolean {
  switch (b.kind) {
    case 'facts':
      return b.facts.some(([, v]) => filled(v));
    case 'list':
      return b.items.length > 0;
    case 'text':
      return filled(b.text);
    case 'years':
      return b.rows.some(([, values]) => values.some((v) => v.value !== null));
    case 'table':
      return b.rows.length > 0;
  }
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p?.trim()).join(' ') || null;

function personFacts(x: CompanyReportTexts, p: (ReportPerson & { prefix?: string | null }) | null): Block {
  return {
    kind: 'facts',
    heading: x.general.responsiblePerson,
    facts: p
      ? [
          [x.general.name, joined(p.prefix, p.firstName, p.lastName)],
          [x.general.position, p.position],
          [x.general.email, p.email],
          [x.general.phone, p.phone],
        ]
      : [],
  };
}

const offerSide = (x: CompanyReportTexts, o: { isSupply: boolean; isDemand: boolean }) =>
  [o.isSupply ? x.tables.supply : null, o.isDemand ? x.tables.demand : null].filter(Boolean).join(', ');

function generalPages(r: CompanyReport, x: CompanyReportTexts, date: (d: string | null) => string): ReportPage[] {
  const c = r.company;
  return [
    {
      title: x.pages.company,
      blocks: [
        {
          kind: 'facts',
          heading: x.general.generalInfo,
          facts: [
            [x.general.country, c.countryName],
            [x.general.city, c.city],
            [x.general.address, c.address],
            [x.general.memberSince, date(c.memberSince)],
            [x.general.registrationNumber, c.registrationNumber],
            [x.general.taxNumber, c.taxNumber],
            [x.general.companyTypes, c.types.join(', ')],
            [x.general.modules, c.modules.join(', ')],
          ],
        },
        personFacts(x, c.contact),
      ],
    },
    { title: x.pages.sectors, blocks: [{ kind: 'list', heading: x.pages.sectors, items: r.sectors }] },
  ];
}

function b2bPages(r: CompanyReport, x: CompanyReportTexts): ReportPage[] {
  const b = r.b2b;
  if (!b) return [];
  return [
    {
      title: x.pages.b2bCompany,
      // Spec-2 section 6: only for companies with the B2B module and a B2B e-mail.
      blocks: b.email
        ? [
            {
              kind: 'facts',
              facts: [
                [x.general.phone, joined(b.phone, b.phoneMiddlePart)],
                [x.b2b.fax, b.fax],
                [x.general.email, b.email],
                [x.b2b.webLocation, b.webLocation],
                [x.b2b.ceo, b.ceo],
              ],
            },
            { kind: 'text', heading: x.b2b.shortCompanyProfile, text: b.shortCompanyProfile },
            { kind: 'text', heading: x.b2b.mainBusinessActivity, text: b.mainBusinessActivity },
            { kind: 'years', rows: [[x.b2b.annualTurnover, b.annualTurnover]] },
          ]
        : [],
    },
    {
      title: x.pages.b2bMarket,
      blocks: [
        { kind: 'facts', facts: [[x.b2b.isLocalMarket, b.isLocalMarket]] },
        { kind: 'list', heading: x.b2b.importCountries, items: b.importCountries },
        { kind: 'list', heading: x.b2b.exportCountries, items: b.exportCountries },
        { kind: 'list', heading: x.b2b.importProducts, items: b.importProducts },
        { kind: 'list', heading: x.b2b.exportProducts, items: b.exportProducts },
        { kind: 'list', heading: x.b2b.importServices, items: b.importServices },
        { kind: 'list', heading: x.b2b.exportServices, items: b.exportServices },
      ],
    },
    {
      title: x.pages.cooperation,
      blocks: [
        { kind: 'list', heading: x.b2b.businessPartners, items: b.businessPartners },
        { kind: 'text', heading: x.b2b.others, text: b.others },
        {
          kind: 'facts',
          facts: [
            [x.b2b.catalogue, b.linkOfProductCatalogue],
            [x.b2b.promo, b.linkOfPromoVideos],
          ],
        },
      ],
    },
  ];
}

function mncPage(r: CompanyReport, x: CompanyReportTexts): ReportPage[] {
  const m = r.mnc;
  if (!m) return [];
  const cp = m.contactPerson;
  return [
    {
      title: x.pages.mnc,
      blocks: [
        { kind: 'text', heading: x.mnc.description, text: m.description },
        { kind: 'text', heading: x.mnc.suppliers, text: m.suppliers },
        { kind: 'text', heading: x.mnc.requirements, text: m.requirements },
        { kind: 'text', heading: x.mnc.requiredTime, text: m.requiredTime },
        { kind: 'text', heading: x.mnc.products, text: m.products },
        { kind: 'text', heading: x.mnc.problems, text: m.problems },
        { kind: 'facts', facts: [[x.mnc.opportunity, m.opportunity]] },
        {
          kind: 'facts',
          heading: x.mnc.contactPerson,
          facts: [
            [x.general.name, joined(cp.name, cp.surname)],
            [x.general.position, cp.position],
            [x.general.email, cp.email],
            [x.general.directPhone, cp.directPhone],
          ],
        },
      ],
    },
  ];
}

function supplyChainPages(r: CompanyReport, x: CompanyReportTexts): ReportPage[] {
  const s = r.supplyChain;
  if (!s) return [];
  const l = x.supplyChain;
  const text = (key: keyof typeof l & keyof typeof s): Block => ({ kind: 'text', heading: l[key], text: s[key] as string | null });
  const years = (...keys: (keyof typeof l & keyof typeof s)[]): [string, YearValue[]][] => keys.map((k) => [l[k], s[k] as YearValue[]]);
  return [
    {
      title: x.pages.basicData,
      blocks: [
        {
          kind: 'years',
          rows: years(
            'biAverageNetSalaryOfEmplyeesInPreviousThreeYears',
            'biNumberOfEmployeesWithHigherEducationInPreviousThreeYears',
            'biMoovementOfEmplyeesInPreviousThreeYears',
          ),
        },
        { kind: 'list', heading: l.supplyInCompanySectors, items: s.sectorNames },
        { kind: 'list', heading: l.supplyInPositions, items: s.positionNames },
        { kind: 'list', heading: l.supplyInNumberOfCountriesToExport, items: s.countriesToExport },
      ],
    },
    {
      title: x.pages.commercial,
      blocks: [
        text('keyClients'),
        text('productsThatAreSubjectToPlacementByMultinationalCompanies'),
        {
          kind: 'facts',
          facts: [
            [
              l.oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains,
              s.oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains,
            ],
          ],
        },
      ],
    },
    {
      title: x.pages.production,
      blocks: [
        text('dopcKeyAppliedTechnologies'),
        text('dopcTechnologiesThatAreCurrentlyAdopted'),
        text('dopcProductionCapacities'),
        text('dopcThreeLargestMarketsToWhichItExports'),
        {
          kind: 'years',
          percent: true,
          rows: years(
            'dopcUtilizationOfProductionCapacitiesInPreviousThreeYears',
            'dopcPercentageOfExportsFromTotalSalesInPreviousThreeYears',
          ),
        },
      ],
    },
    {
      title: x.pages.services,
      blocks: [
        text('dosKeyAppliedTechnologies'),
        text('dosTechnologiesThatAreCurrentlyAdopted'),
        text('dosPositionInSupplyChain'),
        text('dosThreeLargestMarketsToWhichItExports'),
        { kind: 'facts', facts: [[l.fkDOSNumberOfCountriesToWhichExports, s.dosCountries]] },
        { kind: 'years', percent: true, rows: years('dosPercentageOfExportsFromTotalSalesInPreviousThreeYears') },
      ],
    },
    {
      title: x.pages.financial,
      blocks: [
        {
          kind: 'years',
          rows: years(
            'fdTotalIncome',
            'fdTotalExpenses',
            'fdOperatingIncome',
            'fdNetProfitLoss',
            'fdMovementOfFixedAssets',
            'fdProfitPerEmployee',
          ),
        },
        {
          kind: 'facts',
          heading: x.ratios,
          facts: [
            [l.fdLiquidityRatio, s.fdLiquidityRatio],
            [l.fdroe, s.fdroe],
            [l.fdroa, s.fdroa],
            [l.fdIndebtednessRatioFloat, s.fdIndebtednessRatioFloat],
          ],
        },
      ],
    },
    {
      title: x.pages.growth,
      blocks: [
        {
          kind: 'facts',
          heading: x.plans,
          facts: (
            [
              'plannedCapacityGrowth',
              'plannedIntroductionOfNewTechnologies',
              'plannedCertificatesNecessaryForFurtherGrowth',
              'plannedConquestOfNewMarket',
              'plannedEmploymentGrowthInNextThreeYears',
            ] as const
          ).map((k) => [l[k], s[k]]),
        },
        { kind: 'list', heading: l.supplyInPlannedSectors, items: s.plannedSectorNames },
      ],
    },
  ];
}

function tablePages(r: CompanyReport, x: CompanyReportTexts, date: (d: string | null) => string): ReportPage[] {
  const tb = x.tables;
  const table = (title: string, header: string[], widths: (number | '*')[], rows: string[][], leftOut: number): ReportPage => ({
    title,
    blocks: [{ kind: 'table', header, widths, rows, leftOut }],
  });
  return [
    table(
      x.pages.productsTable,
      [tb.name, tb.hsCode, tb.supplyDemand],
      ['*', 150, 90],
      r.products.map((p) => [p.name, `${p.hsCode} ${p.hsName}`, offerSide(x, p)]),
      r.leftOut.products,
    ),
    table(
      x.pages.servicesTable,
      [tb.name, tb.nace, tb.nice, tb.supplyDemand],
      ['*', 120, 110, 80],
      r.services.map((s) => [s.name, s.nace, s.nice ?? '', offerSide(x, s)]),
      r.leftOut.services,
    ),
    table(
      x.pages.certificates,
      [tb.name, tb.validFrom, tb.validTo],
      ['*', 80, 80],
      r.certificates.map((c) => [c.name, date(c.validFrom), date(c.validTo)]),
      r.leftOut.certificates,
    ),
    table(
      x.pages.employees,
      [x.general.firstName, x.general.lastName, x.general.position, x.general.email, x.general.phone],
      [65, 75, '*', 150, 85],
      r.employees.map((e) => [e.firstName, e.lastName, e.position ?? '', e.email ?? '', e.phone ?? '']),
      r.leftOut.employees,
    ),
  ];
}

/** The pages that have data, in the spec's order. */
export function companyReportPages(r: CompanyReport, x: CompanyReportTexts, date: (d: string | null) => string): ReportPage[] {
  const pages = [...generalPages(r, x, date), ...b2bPages(r, x), ...mncPage(r, x), ...supplyChainPages(r, x), ...tablePages(r, x, date)];
  return pages.filter((p) => p.blocks.some(blockHasData));
}
