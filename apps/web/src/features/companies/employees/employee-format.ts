import type { Employee } from '../company-queries.ts';

export const fullName = (e: Pick<Employee, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`.trim();

export const initials = (e: Pick<Employee, 'firstName' | 'lastName'>) =>
  `${e.firstName.charAt(0)}${e.lastName.charAt(0)}`.toUpperCase() || '?';

/**
 * The avatar image (GET api/Account/get-avatar/{id}, public and no-cache); users without an avatar
 * get initials instead of a 404. The avatar name busts caches when the picture changes.
 */
export const avatarUrl = (e: Pick<Employee, 'id' | 'avatarName'>) =>
  e.avatarName ? `/api/Account/get-avatar/${e.id}?v=${encodeURIComponent(e.avatarName)}` : null;

/** The phone numbers given, the main number joined with its middle part. */
export function employeePhones(e: Pick<Employee, 'phone' | 'phoneMiddlePart' | 'directPhone'>): string[] {
  const main = [e.phone, e.phoneMiddlePart].filter((p) => p?.trim()).join(' ');
  return [main, e.directPhone ?? ''].map((p) => p.trim()).filter(Boolean);
}
