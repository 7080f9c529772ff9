import { type ProfilePart, profileSectionRules } from '@portal/contracts/companies/completeness';

/**
 * Profile completeness (spec-1 section 5): the percentage of non-empty fields, where empty
 * means an empty string, zero, an empty list or false. Only the sections that apply to the
 * company count (the rules in contracts: B2B with its module, supply chain with its module,
 * MNC data for multinationals); a section missing a required field is marked in the
 * unverified administrator's reduced menu.
 */
type Fields = Record<string, unknown>;
export interface ProfileParts {
  general: Fields;
  b2b: Fields | null;
  mnc: Fields | null;
  supplyChain: Fields | null;
  modules: number[];
  isMnc: boolean;
}

export const isEmptyValue = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  v === false ||
  v === 0 ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && (v.length === 0 || v.every((x) => typeof x === 'object' && x !== null && 'value' in x && isEmptyValue(x.value))));

/** A field's value; a dotted path reaches into a nested object. */
function valueAt(part: Fields, path: string): unknown {
  let v: unknown = part;
  for (const key of path.split('.')) v = typeof v === 'object' && v !== null ? (v as Fields)[key] : undefined;
  return v;
}

const partOf = (p: ProfileParts, part: ProfilePart) => p[part] ?? {};

export function profileState(p: ProfileParts): { completeness: number; missingSections: string[] } {
  let filled = 0;
  let total = 0;
  const missingSections: string[] = [];
  for (const s of profileSectionRules) {
    if ('module' in s && !p.modules.includes(s.module)) continue;
    if ('mncOnly' in s && !p.isMnc) continue;
    const part = partOf(p, s.part);
    for (const f of s.fields) {
      total += 1;
      if (!isEmptyValue(valueAt(part, f))) filled += 1;
    }
    if (s.required.some((f) => isEmptyValue(valueAt(part, f)))) missingSections.push(s.name);
  }
  return { completeness: total ? Math.round((filled / total) * 100) : 100, missingSections };
}
