import { describe, expect, it } from 'vitest';
import { comparedOf, comparisonQueryOf, insightsFilterOf, measureOf, periodReversed, viewOf } from './insights-params.ts';

const p = (query: string) => new URLSearchParams(query);

describe('the insights address', () => {
  it('reads the economy only for the one who chooses it', () => {
    expect(insightsFilterOf(p('economy=7&from=2026-01-01&to=2026-06-30'), true)).toEqual({
      countryId: 7,
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(insightsFilterOf(p('economy=7'), false)).toEqual({ countryId: undefined, from: undefined, to: undefined });
  });

  it('leaves out what the server would refuse', () => {
    expect(insightsFilterOf(p('economy=-3&from=2026-13-45&to=yesterday'), true)).toEqual({
      countryId: undefined,
      from: undefined,
      to: undefined,
    });
    expect(periodReversed(p('from=2026-05-01&to=2026-04-01'))).toBe(true);
    expect(insightsFilterOf(p('from=2026-05-01&to=2026-04-01'), true)).toEqual({ countryId: undefined, from: '2026-05-01', to: undefined });
  });

  it('opens a tab the user has, else the first', () => {
    expect(viewOf(p('view=events'), ['companies', 'events'])).toBe('events');
    expect(viewOf(p('view=comparison'), ['companies', 'events'])).toBe('companies');
    expect(viewOf(p(''), ['companies', 'events'])).toBe('companies');
  });

  it('reads the compared economies once each, and the matrix measure', () => {
    expect(comparedOf(p('compare=3,1,x,3,0'))).toEqual([3, 1]);
    expect(comparisonQueryOf(p('compare=3,1&from=2026-01-01'))).toEqual({ countryIds: '3,1', from: '2026-01-01', to: undefined });
    expect(comparisonQueryOf(p(''))).toEqual({ countryIds: undefined, from: undefined, to: undefined });
    expect(measureOf(p('measure=conversations'))).toBe('conversations');
    expect(measureOf(p('measure=nonsense'))).toBe('favourites');
  });
});
