import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error.ts';
import { api } from './client.ts';
import { configureClient } from './client-hooks.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let token = 'old';
const hooks = {
  refresh: vi.fn(async () => {
    token = 'new';
    return true;
  }),
  navigate: vi.fn(),
  toastError: vi.fn(),
  resetSession: vi.fn(),
  accessDenied: vi.fn(),
};
const fetchMock = vi.fn();

beforeEach(() => {
  token = 'old';
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ ...hooks, getToken: () => token, currentPath: () => '/connections?x=1', companyId: () => 5 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
}

describe('API client error protocol (ARCHITECTURE.md Errors)', () => {
  it('tells the app when a route refuses by its declaration (the role may have changed), quiet or not', async () => {
    fetchMock
      .mockResolvedValueOnce(json(403, { code: 'forbidden', message: 'access_denied' }))
      .mockResolvedValueOnce(json(403, { code: 'forbidden', message: 'access_denied' }))
      .mockResolvedValueOnce(json(403, { code: 'forbidden', message: 'company_not_yours' }));
    await failure(api.get('api/x'));
    await failure(api.get('api/x', { quiet: true }));
    expect(hooks.accessDenied).toHaveBeenCalledTimes(2);
    await failure(api.get('api/x'));
    expect(hooks.accessDenied).toHaveBeenCalledTimes(2);
  });

  it('sends the bearer token and parses JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(api.get('api/x')).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0][1].headers.authorization).toBe('Bearer old');
  });

  it('refreshes once and resends once on token_expired', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'token_expired', message: 'token_expired' }))
      .mockResolvedValueOnce(json(200, { ok: 2 }));
    await expect(api.post('api/x', { a: 1 })).resolves.toEqual({ ok: 2 });
    expect(hooks.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][1].headers.authorization).toBe('Bearer new');
  });

  it('does not loop when the resent request expires again', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'token_expired', message: 'token_expired' }))
      .mockResolvedValueOnce(json(401, { code: 'token_expired', message: 'token_expired' }));
    await failure(api.get('api/x'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hooks.refresh).toHaveBeenCalledTimes(1);
  });

  it('goes to the verified-company page on company_not_verified', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'company_not_verified', message: 'company_not_verified' }));
    await failure(api.get('api/x'));
    expect(hooks.navigate).toHaveBeenCalledWith('/company/5/verified-company');
  });

  it('toasts errors.<message> on a business rule (422) and stops', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { code: 'business_rule', message: 'taken_code' }));
    const e = await failure(api.post('api/x'));
    expect(isApiError(e) && e.messageKey).toBe('taken_code');
    expect(hooks.toastError).toHaveBeenCalledWith('taken_code', undefined);
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('shows the general error and redirects with redirectTo on 401 unauthorized', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'unauthorized', message: 'unauthorized' }));
    await failure(api.get('api/x'));
    expect(hooks.toastError).toHaveBeenCalledWith('general_error');
    expect(hooks.navigate).toHaveBeenCalledWith('/?redirectTo=%2Fconnections%3Fx%3D1');
  });

  it('goes to /403 and /404, but not for language files', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'forbidden', message: 'forbidden' }));
    await failure(api.get('api/x'));
    expect(hooks.navigate).toHaveBeenLastCalledWith('/403');
    fetchMock.mockResolvedValueOnce(json(404, { code: 'not_found', message: 'not_found' }));
    await failure(api.get('api/x/1'));
    expect(hooks.navigate).toHaveBeenLastCalledWith('/404');
    hooks.navigate.mockClear();
    fetchMock.mockResolvedValueOnce(json(404, { code: 'not_found', message: 'not_found' }));
    await failure(api.get('lang/eng/missing.json'));
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('resets the session to the error page on 5xx, and to / when both tokens expired', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { code: 'internal_error', message: 'internal_error' }));
    await failure(api.get('api/x'));
    expect(hooks.resetSession).toHaveBeenCalledWith('/error');
    fetchMock.mockResolvedValueOnce(json(401, { code: 'session_expired', message: 'session_expired' }));
    await failure(api.get('api/x'));
    expect(hooks.resetSession).toHaveBeenLastCalledWith('/');
  });

  it("leaves an outside service's failure behind a quiet request to the caller, and resets on any other 5xx", async () => {
    fetchMock.mockResolvedValueOnce(json(502, { code: 'market_info_unavailable', message: 'market_info_unavailable' }));
    const e = await failure(api.get('market-info/global-financial-development/indicators', { quiet: true }));
    expect(isApiError(e) && e.status === 502 && !e.handled).toBe(true);
    expect(hooks.resetSession).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(502, { code: 'market_info_unavailable', message: 'market_info_unavailable' }));
    await failure(api.get('market-info/global-financial-development/indicators'));
    expect(hooks.resetSession).toHaveBeenCalledWith('/error');
    hooks.resetSession.mockClear();
    fetchMock.mockResolvedValueOnce(json(500, { code: 'internal_error', message: 'internal_error' }));
    await failure(api.get('api/x', { quiet: true }));
    expect(hooks.resetSession).toHaveBeenCalledWith('/error');
  });

  it('leaves quiet requests to the caller', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'invalid_credentials', message: 'invalid_credentials' }));
    const e = await failure(api.post('api/account/authenticate', {}, { quiet: true }));
    expect(isApiError(e) && e.handled).toBe(false);
    expect(hooks.toastError).not.toHaveBeenCalled();
  });
});
