import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; these are OWASP's minimum settings.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch (err) {
    // A stored hash that is not an argon2 hash (the library cannot decode it) matches no password.
    if ((err as { code?: unknown })?.code === 'InvalidArg') return false;
    throw err;
  }
}

/** A small list of the most common passwords that satisfy the strength rule but are refused. */
const common = new Set(
  [
    'Password1!',
    'Password123!',
    'P@ssw0rd',
    'P@ssword1',
    'Qwerty123!',
    'Welcome1!',
    'Admin123!',
    'Passw0rd!',
    'Abcd1234!',
    'Zaq12wsx!',
    'Test1234!',
    'Letmein1!',
    'Summer2024!',
    'Winter2024!',
  ].map((p) => p.toLowerCase()),
);
export const isCommonPassword = (password: string) => common.has(password.toLowerCase());
