/** A person's name, initials and phones as the people screens show them (company employees, /users/details). */
type Person = { firstName: string; lastName: string };
type Phones = { phone: string | null; phoneMiddlePart: string | null; directPhone: string | null };

export const fullName = (e: Person) => `${e.firstName} ${e.lastName}`.trim();

export const initials = (e: Person) => `${e.firstName.charAt(0)}${e.lastName.charAt(0)}`.toUpperCase() || '?';

/** The phone numbers given, the main number joined with its middle part. */
export function personPhones(e: Phones): string[] {
  const main = [e.phone, e.phoneMiddlePart].filter((p) => p?.trim()).join(' ');
  return [main, e.directPhone ?? ''].map((p) => p.trim()).filter(Boolean);
}
