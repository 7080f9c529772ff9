import { describe, expect, it } from 'vitest';
import { parseEmailEntries, splitEmailText, validEmails } from './email-list.ts';

describe('invite e-mail list', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    expect(splitEmailText('a@x.rs, b@x.rs;c@x.rs\n d@x.rs\r\n\te@x.rs  ')).toEqual(['a@x.rs', 'b@x.rs', 'c@x.rs', 'd@x.rs', 'e@x.rs']);
  });

  it('takes the address out of "Name <address>" and drops mailto:', () => {
    expect(splitEmailText('Ana Petrović <ana@firma.rs>, "Marko M." <marko@firma.rs>; mailto:ivan@firma.rs')).toEqual([
      'ana@firma.rs',
      'marko@firma.rs',
      'ivan@firma.rs',
    ]);
  });

  it('normalises valid addresses, keeps invalid ones with the reason and removes duplicates without case', () => {
    const entries = parseEmailEntries(['Ana@Firma.rs, not-an-address', 'ana@firma.rs\nmarko@firma', 'Not-An-Address']);
    expect(entries).toEqual([
      { value: 'ana@firma.rs', issue: null },
      { value: 'not-an-address', issue: { key: 'validation.email' } },
      { value: 'marko@firma', issue: { key: 'validation.email' } },
    ]);
    expect(validEmails(entries)).toEqual(['ana@firma.rs']);
  });

  it('refuses an address longer than the contract allows', () => {
    const long = `${'a'.repeat(250)}@x.rs`;
    const [entry] = parseEmailEntries([long]);
    expect(entry.issue?.key).toMatch(/^validation\./);
    expect(validEmails([entry])).toEqual([]);
  });
});
