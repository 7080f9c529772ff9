import { email } from '@portal/contracts/common/validation';
import { type FieldIssue, issueToFieldIssue } from '../../../components/form/form-errors.ts';

/** One address of the invite list: normalised when valid, as typed otherwise, with the reason it was refused. */
export interface EmailEntry {
  value: string;
  issue: FieldIssue | null;
}

/** Separators between pasted or typed addresses: commas, semicolons, spaces and new lines. */
const SEPARATORS = /[\s,;]+/;
/** "Ana Petrović <ana@firma.rs>" as mail programs copy it: only the address in brackets counts. */
const NAMED_ADDRESS = /[^,;\n<>]*<([^<>\s]*)>/g;

/** The separate addresses of typed or pasted text (display names and mailto: prefixes dropped). */
export function splitEmailText(text: string): string[] {
  return text
    .replace(NAMED_ADDRESS, ' $1 ')
    .split(SEPARATORS)
    .map((part) => part.replace(/^mailto:/i, '').trim())
    .filter(Boolean);
}

/** One address checked with the contract's e-mail rule (the server applies the same one). */
export function checkEmail(raw: string): EmailEntry {
  const parsed = email.safeParse(raw);
  if (parsed.success) return { value: parsed.data, issue: null };
  return { value: raw.trim(), issue: issueToFieldIssue(parsed.error.issues[0] as Parameters<typeof issueToFieldIssue>[0]) };
}

/**
 * Every address of the given chunks (each may hold several), checked, each once: duplicates are
 * compared without case, so "Ana@Firma.rs" and "ana@firma.rs" count once. Order is kept.
 */
export function parseEmailEntries(chunks: readonly string[]): EmailEntry[] {
  const seen = new Set<string>();
  const entries: EmailEntry[] = [];
  for (const chunk of chunks) {
    for (const part of splitEmailText(chunk)) {
      const entry = checkEmail(part);
      const folded = entry.value.toLowerCase();
      if (seen.has(folded)) continue;
      seen.add(folded);
      entries.push(entry);
    }
  }
  return entries;
}

/** The addresses that will be invited. */
export const validEmails = (entries: readonly EmailEntry[]) => entries.filter((e) => !e.issue).map((e) => e.value);
