import { describe, expect, it } from 'vitest';
import { foldedOptionsFilter } from './folded-options-filter.ts';

const options = [
  { value: '1', label: 'Srbija' },
  { value: '2', label: 'Čačak' },
  {
    group: 'Makedonija',
    items: [
      { value: '3', label: 'Скопје' },
      { value: '4', label: 'Ohrid' },
    ],
  },
];
const labels = (search: string, limit = 10) =>
  foldedOptionsFilter({ options, search, limit }).map((o) =>
    'group' in o ? `${o.group}: ${o.items.map((i) => i.label).join()}` : o.label,
  );

describe('foldedOptionsFilter', () => {
  it('finds options across scripts and accents, in groups too', () => {
    expect(labels('СРБ')).toEqual(['Srbija']);
    expect(labels(' cacak ')).toEqual(['Čačak']);
    expect(labels('skop')).toEqual(['Makedonija: Скопје']);
    expect(labels('')).toEqual(['Srbija', 'Čačak', 'Makedonija: Скопје,Ohrid']);
    expect(labels('zz')).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(labels('', 1)).toEqual(['Srbija']);
  });
});
