import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes (ASVS); the refresh cookie carries the session on. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export async function signAccessToken(secret: Uint8Array, userId: number, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

export type TokenCheck = { ok: true; userId: number; sessionId: string } | { ok: false; expired: boolean };

/**
 * Tokens verified lately, per secret: a signed-in client sends the same token with every request
 * for its 15 minutes, so its signature is checked once (the full token is the key; its expiry is
 * checked at every use). Oldest first out beyond MAX_VERIFIED.
 */
const verified = new WeakMap<Uint8Array, Map<string, { userId: number; sessionId: string; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const hit = known.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAt) return { ok: true, userId: hit.userId, sessionId: hit.sessionId };
    known.delete(token);
    return { ok: false, expired: true };
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return { ok: false, expired: false };
    if (typeof payload.exp === 'number') {
      if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value as string);
      known.set(token, { userId, sessionId: payload.sid, expiresAt: payload.exp * 1000 });
    }
    return { ok: true, userId, sessionId: payload.sid };
  } catch (e) {
    // A token that is malformed, badly signed or expired; anything else is the server's own failure.
    if (!(e instanceof errors.JOSEError)) throw e;
    return { ok: false, expired: e instanceof errors.JWTExpired };
  }
}
