import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A six-digit e-mail confirmation code. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
