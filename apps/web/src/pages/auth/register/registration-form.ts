/** The registration form's values, as the inputs hold them. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export interface CompanyValues {
  name: string;
  fkCountryId: string;
  cityName: string;
  address: string;
  registrationNumber: string;
  taxNumber: string;
  isMnc: boolean;
  moduleIDs: string[];
  companyTypeIDs: string[];
}

export interface ContactValues {
  prefix: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
}

export interface RegistrationValues {
  kind: 'new' | 'existing';
  person: PersonValues;
  company: CompanyValues;
  isThisUserContactPerson: boolean;
  contact: ContactValues;
  fkCompanyId: string;
  fkEventId?: number;
  fkLanguageId?: number;
}

export const emptyRegistration = (): RegistrationValues => ({
  kind: 'new',
  person: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  company: {
    name: '',
    fkCountryId: '',
    cityName: '',
    address: '',
    registrationNumber: '',
    taxNumber: '',
    isMnc: false,
    moduleIDs: ['1'],
    companyTypeIDs: [],
  },
  isThisUserContactPerson: true,
  contact: { prefix: '', firstName: '', lastName: '', email: '', phone: '', position: '' },
  fkCompanyId: '',
});

const opt = (s: string) => (s.trim() === '' ? null : s.trim());
const num = (s: string) => (s === '' ? undefined : Number(s));

/**
 * The request body. Spec-1 section 5: when the user is the contact person, contactPerson
 * is left out of the payload; a registration with an existing company has no contact person.
 */
export function registrationPayload(v: RegistrationValues) {
  const person = {
    firstName: v.person.firstName,
    lastName: v.person.lastName,
    email: v.person.email,
    phone: opt(v.person.phone),
    password: v.person.password,
    confirmPassword: v.person.confirmPassword,
  };
  if (v.kind === 'existing') return { ...person, fkCompanyId: num(v.fkCompanyId) };
  return {
    ...person,
    company: {
      name: v.company.name,
      fkCountryId: num(v.company.fkCountryId),
      cityName: opt(v.company.cityName),
      address: opt(v.company.address),
      registrationNumber: opt(v.company.registrationNumber),
      taxNumber: opt(v.company.taxNumber),
      isMnc: v.company.isMnc,
      moduleIDs: v.company.moduleIDs.map(Number),
      companyTypeIDs: v.company.companyTypeIDs.map(Number),
      companySectors: [],
    },
    isThisUserContactPerson: v.isThisUserContactPerson,
    ...(v.isThisUserContactPerson
      ? {}
      : {
          contactPerson: {
            prefix: num(v.contact.prefix) ?? null,
            firstName: v.contact.firstName,
            lastName: v.contact.lastName,
            email: v.contact.email,
            phone: opt(v.contact.phone),
            position: opt(v.contact.position),
          },
        }),
    ...(v.fkEventId ? { fkEventId: v.fkEventId } : {}),
  };
}

/** The field names of the form for a path of the payload (server `fields` and zod issues). */
export function formField(path: string): string {
  if (path.startsWith('company.')) return path;
  if (path.startsWith('contactPerson.')) return path.replace('contactPerson.', 'contact.');
  if (path === 'fkCompanyId') return path;
  return `person.${path}`;
}
