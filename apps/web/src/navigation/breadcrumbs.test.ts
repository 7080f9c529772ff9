import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens as routeScreens } from '../app/route-table.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { buildBreadcrumbs, cutText, segmentKey, staticSegments } from './breadcrumbs.ts';

const knownSegments = new Set([
  'company',
  'profile',
  'users',
  'account',
  'edit',
  'event-management',
  'chamber-events',
  'details',
  'attendees',
  'dashboard',
]);
const screens = new Set([
  '/dashboard',
  '/users/account/edit',
  '/event-management/chamber-events',
  '/company/5/profile',
  '/event-management/chamber-events/details/9',
  '/event-management/chamber-events/details/9/attendees',
]);
const base = { knownSegments, isScreen: (p: string) => screens.has(p), showUsersSegment: false };

describe('breadcrumbs (spec-1 section 2)', () => {
  it('starts with Dashboard and leaves parameters out', () => {
    expect(buildBreadcrumbs('/company/5/profile', base)).toEqual([
      { key: 'dashboard', to: '/dashboard' },
      { key: 'company', to: undefined },
      { key: 'profile', to: undefined },
    ]);
  });

  it('hides the users segment unless asked to show it', () => {
    expect(buildBreadcrumbs('/users/account/edit', base).map((c) => c.key)).toEqual(['dashboard', 'account', 'edit']);
    expect(buildBreadcrumbs('/users/account/edit', { ...base, showUsersSegment: true }).map((c) => c.key)).toEqual([
      'dashboard',
      'users',
      'account',
      'edit',
    ]);
  });

  it('adds the event name, cut at 60 characters, on event pages', () => {
    const name = 'A'.repeat(70);
    const crumbs = buildBreadcrumbs('/event-management/chamber-events/details/9/attendees', { ...base, eventName: name });
    expect(crumbs.map((c) => c.key ?? c.text)).toEqual([
      'dashboard',
      'event_management',
      'chamber_events',
      'details',
      `${'A'.repeat(60)}…`,
      'attendees',
    ]);
    expect(crumbs.find((c) => c.text)?.to).toBe('/event-management/chamber-events/details/9');
  });

  it('links only to screens, and not to the current one', () => {
    const crumbs = buildBreadcrumbs('/event-management/chamber-events', base);
    expect(crumbs[crumbs.length - 1]).toEqual({ key: 'chamber_events', to: undefined });
  });

  it('cuts text at 60 characters plus an ellipsis', () => {
    expect(cutText('short')).toBe('short');
    expect(cutText('x'.repeat(61))).toBe(`${'x'.repeat(60)}…`);
    expect(cutText('x'.repeat(60))).toBe('x'.repeat(60));
  });
});

describe('breadcrumb texts', () => {
  const langDir = path.resolve(__dirname, '../../public/lang');
  const segments = [...staticSegments(routeScreens.map((s) => s.spec))].filter((s) => s !== '*' && s !== 'dashboard');
  for (const { code } of LANGUAGES) {
    it(`${code}: every static segment of a screen's address has its crumb text`, () => {
      const texts = JSON.parse(fs.readFileSync(path.join(langDir, code, 'breadcrumb.json'), 'utf8')) as Record<string, unknown>;
      expect(segments.map(segmentKey).filter((key) => typeof texts[key] !== 'string')).toEqual([]);
    });
  }
});
