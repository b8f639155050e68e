/** A SCIM client's bearer token: random, shown once; only its SHA-256 is kept, so a stolen table signs nobody in. */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
