import { describe, expect, it } from 'vitest';
import { isActive } from './active-section.ts';
import type { VisibleMenuItem } from './menu-types.ts';

const leaf = (key: string, path: string): VisibleMenuItem => ({ key, path, children: [] });
const overview = leaf('admin_overview', '/admin-center');
const logs = leaf('admin_logs', '/admin-center/logs');
const adminCenter: VisibleMenuItem = { key: 'admin_center', path: '/admin-center', children: [overview, logs] };

describe('isActive', () => {
  it('lights the entry that holds the page most closely among its siblings', () => {
    expect(isActive(logs, '/admin-center/logs', adminCenter.children)).toBe(true);
    expect(isActive(overview, '/admin-center/logs', adminCenter.children)).toBe(false);
    expect(isActive(overview, '/admin-center', adminCenter.children)).toBe(true);
  });
  it('keeps an entry lit on its sub-pages no sibling claims', () => {
    expect(isActive(overview, '/admin-center/company-administration', adminCenter.children)).toBe(true);
    expect(isActive(logs, '/admin-center/logs/42', adminCenter.children)).toBe(true);
  });
  it('lights a section on every page under it', () => {
    expect(isActive(adminCenter, '/admin-center/logs')).toBe(true);
    expect(isActive(adminCenter, '/dashboard')).toBe(false);
  });
});
