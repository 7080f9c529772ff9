import type { B2bInfoModel } from '@portal/contracts/companies/b2b-info';
import type { MncInfoModel } from '@portal/contracts/companies/mnc-info';
import type { SupplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';

/**
 * The company report model of spec-2 section 3 ("Company report model (profile PDF)") as the
 * PDF reads it: what the reader may see of the company, its codes and countries already named
 * in the reader's language. A section is null when the company does not use it.
 */

export interface ReportPerson {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  position: string | null;
}

export interface CompanyReport {
  company: {
    name: string;
    /** The logo as a PNG data URL, when the company has a readable one. */
    logo: string | null;
    countryName: string;
    city: string | null;
    address: string | null;
    memberSince: string | null;
    registrationNumber: string | null;
    taxNumber: string | null;
    types: string[];
    modules: string[];
    /** The responsible (contact) person, with their title. */
    contact: (ReportPerson & { prefix: string | null }) | null;
  };
  /** "code name" of each NACE sector. */
  sectors: string[];
  b2b:
    | (Omit<B2bInfoModel, `b2BInfo${string}`> & {
        importCountries: string[];
        exportCountries: string[];
        importProducts: string[];
        exportProducts: string[];
        importServices: string[];
        exportServices: string[];
        businessPartners: string[];
      })
    | null;
  mnc: MncInfoModel | null;
  supplyChain:
    | (SupplyChainInfoModel & {
        sectorNames: string[];
        positionNames: string[];
        plannedSectorNames: string[];
        countriesToExport: string[];
        dosCountries: string | null;
      })
    | null;
  products: { name: string; hsCode: string; hsName: string; isSupply: boolean; isDemand: boolean }[];
  services: { name: string; nace: string; nice: string | null; isSupply: boolean; isDemand: boolean }[];
  certificates: { name: string; validFrom: string | null; validTo: string | null }[];
  employees: ReportPerson[];
  /** How many of each table's rows the PDF leaves out (the portal lists them all). */
  leftOut: { products: number; services: number; certificates: number; employees: number };
}
