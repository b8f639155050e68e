/** Password hashing with argon2id (OWASP's minimum: m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id.
const PASSWORD_HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

// Verified against when the account does not exist, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('campus-hall-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
