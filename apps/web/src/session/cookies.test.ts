import { describe, expect, it } from 'vitest';
import {
  hasSessionMarker,
  REFRESH_COOKIE_MAX_AGE,
  REMEMBER_ME_COOKIE,
  REMEMBER_ME_MAX_AGE,
  readCookie,
  rememberChoice,
  rememberedChoice,
  SESSION_COOKIE_MAX_AGE,
} from './cookies.ts';

describe('cookies (spec-1 section 9)', () => {
  it('use the spec lifetimes and prefix', () => {
    expect(REFRESH_COOKIE_MAX_AGE).toBe(3155720);
    expect(REMEMBER_ME_MAX_AGE).toBe(15768000);
    expect(SESSION_COOKIE_MAX_AGE).toBe(12614800);
    expect(REMEMBER_ME_COOKIE.startsWith('authentification.')).toBe(true);
  });

  it('remember the remember-me choice and mark the session', () => {
    rememberChoice(true);
    expect(rememberedChoice()).toBe(true);
    expect(hasSessionMarker()).toBe(true);
    rememberChoice(false);
    expect(rememberedChoice()).toBe(false);
    expect(readCookie(REMEMBER_ME_COOKIE)).toBeNull();
  });
});
