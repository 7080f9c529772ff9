import type { EconomyLinkRow } from '@portal/contracts/insights/connections-insights';
import { describe, expect, it } from 'vitest';
import { economyMatrix } from './ConnectionsPanel.tsx';

const link = (from: [number, string], to: [number, string], favourites: number, meetingRequests = 0): EconomyLinkRow => ({
  fromCountryId: from[0],
  fromAlpha3: from[1].slice(0, 3).toUpperCase(),
  fromName: from[1],
  toCountryId: to[0],
  toAlpha3: to[1].slice(0, 3).toUpperCase(),
  toName: to[1],
  favourites,
  meetingRequests,
  conversations: 0,
});

const serbia: [number, string] = [1, 'Serbia'];
const albania: [number, string] = [2, 'Albania'];
const montenegro: [number, string] = [3, 'Montenegro'];

describe('the economy matrix', () => {
  it('has a row per economy looking and a column per economy looked for, by name, with the measure counted', () => {
    const { rows, columns } = economyMatrix([link(serbia, albania, 4), link(serbia, serbia, 2), link(albania, serbia, 1, 5)], 'favourites');
    expect(rows.map((r) => r.name)).toEqual(['Albania', 'Serbia']);
    expect(columns.map((c) => c.name)).toEqual(['Albania', 'Serbia']);
    expect(rows[1].to.get(2)).toBe(4);
    expect(rows[1].to.get(1)).toBe(2);
    expect(rows[0].to.get(1)).toBe(1);
  });

  it('leaves out the economies the measure does not link', () => {
    const { rows, columns } = economyMatrix([link(serbia, albania, 4), link(montenegro, serbia, 0, 3)], 'meetingRequests');
    expect(rows.map((r) => r.name)).toEqual(['Montenegro']);
    expect(columns.map((c) => c.name)).toEqual(['Serbia']);
    expect(rows[0].to.get(1)).toBe(3);
  });
});
