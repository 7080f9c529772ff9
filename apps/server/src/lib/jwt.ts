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

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return { ok: false, expired: false };
    return { ok: true, userId, sessionId: payload.sid };
  } catch (e) {
    return { ok: false, expired: e instanceof errors.JWTExpired };
  }
}
