import type { Employee } from '@portal/contracts/companies/employees';

export const fullName = (e: Pick<Employee, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`.trim();

export const initials = (e: Pick<Employee, 'firstName' | 'lastName'>) =>
  `${e.firstName.charAt(0)}${e.lastName.charAt(0)}`.toUpperCase() || '?';

/** The phone numbers given, the main number joined with its middle part. */
export function employeePhones(e: Pick<Employee, 'phone' | 'phoneMiddlePart' | 'directPhone'>): string[] {
  const main = [e.phone, e.phoneMiddlePart].filter((p) => p?.trim()).join(' ');
  return [main, e.directPhone ?? ''].map((p) => p.trim()).filter(Boolean);
}
