import { describe, expect, it } from 'vitest';
import { LOG_PAGE_SIZE, logSearchBody, tabOf } from './log-search.ts';

const q = (s: string) => new URLSearchParams(s);

describe('logSearchBody', () => {
  it('reads the period, person, text, kind and page of the address', () => {
    expect(logSearchBody('action', q('q=verify&from=2026-01-01&to=2026-01-31&user=7&kind=verify_company&page=3'))).toEqual({
      pageNum: 3,
      pageSize: LOG_PAGE_SIZE,
      text: 'verify',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      fkUserId: 7,
      action: 'verify_company',
    });
  });

  it('leaves out what the server would refuse', () => {
    expect(logSearchBody('user', q('from=yesterday&to=2026-13&user=-4&kind=dancing&page=x'))).toEqual({
      pageNum: 1,
      pageSize: LOG_PAGE_SIZE,
      text: null,
      dateFrom: null,
      dateTo: null,
      fkUserId: null,
      event: null,
    });
    expect(logSearchBody('user', q('kind=login_failed'))).toMatchObject({ event: 'login_failed' });
    expect(logSearchBody('error', q('kind=mail'))).toMatchObject({ source: 'mail' });
    expect(logSearchBody('action', q('kind=teleport_user'))).toMatchObject({ action: null });
  });

  it('searches the mail outbox like the logs, by status and template', () => {
    expect(logSearchBody('mail', q('q=ana@example.test&kind=failed&from=2026-01-01&user=9&template=confirm_email'))).toEqual({
      pageNum: 1,
      pageSize: LOG_PAGE_SIZE,
      text: 'ana@example.test',
      dateFrom: '2026-01-01',
      dateTo: null,
      fkUserId: 9,
      status: 'failed',
      template: 'confirm_email',
    });
    expect(logSearchBody('mail', q('kind=lost&template=love_letter'))).toMatchObject({ status: null, template: null });
  });

  it('opens the action log unless the address names another log', () => {
    expect(tabOf(q(''))).toBe('action');
    expect(tabOf(q('tab=mail'))).toBe('mail');
    expect(tabOf(q('tab=secret'))).toBe('action');
  });
});
