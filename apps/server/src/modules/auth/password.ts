import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is an ambient const enum that isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** Verified against when the username is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = (): Promise<string> => (dummyHash ??= hashPassword('timing-equaliser'));
