import smCrypto from 'sm-crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { systemSecrets } from '../../db/schema';

// sm-crypto is CommonJS: Node's ESM loader exposes only its default export.
const { sm2 } = smCrypto;

/** Name of the system_secret row holding the login cipher's key pair (one row, so it is atomic). */
const SECRET_NAME = 'auth.sm2-login-key';

export type TSm2KeyPair = { publicKey: string; privateKey: string };

/** The SM2 key pair of the password cipher: made once, shared by every node through the database. */
export type TSm2Keys = {
  publicKey(): Promise<string>;
  /** The plain password, or null for anything that is not a valid ciphertext for our key. */
  decrypt(cipherHex: string): Promise<string | null>;
};

// C1 (x‖y, 128 hex) + C3 (SM3, 64 hex) + at least one byte of C2.
const MIN_CIPHER_HEX = 128 + 64 + 2;
const HEX = /^[0-9a-f]+$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

async function loadOrCreate(db: TDb): Promise<TSm2KeyPair> {
  const fresh = sm2.generateKeyPairHex();
  // Concurrent first starts of several nodes: the first insert wins, everyone reads it back.
  await db
    .insert(systemSecrets)
    .values({
      name: SECRET_NAME,
      value: JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: systemSecrets.value })
    .from(systemSecrets)
    .where(eq(systemSecrets.name, SECRET_NAME));
  if (!row) throw new Error('SM2 key pair missing after insert');
  return JSON.parse(row.value) as TSm2KeyPair;
}

/** C1C3C2 (mode 1) as sm-crypto emits it; sm-crypto throws or answers '' on a bad ciphertext. */
export function sm2Decrypt(cipherHex: string, privateKey: string): string | null {
  if (cipherHex.length < MIN_CIPHER_HEX || cipherHex.length % 2 !== 0 || !HEX.test(cipherHex)) return null;
  try {
    const bytes = sm2.doDecrypt(cipherHex, privateKey, 1, { output: 'array' }) as unknown as number[];
    if (!bytes.length) return null;
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

export function createSm2Keys(db: TDb): TSm2Keys {
  let pair: Promise<TSm2KeyPair> | undefined;
  const keys = (): Promise<TSm2KeyPair> => {
    pair ??= loadOrCreate(db).catch((err: unknown) => {
      pair = undefined; // a failed read is retried by the next call
      throw err;
    });
    return pair;
  };
  return {
    publicKey: async () => (await keys()).publicKey,
    async decrypt(cipherHex) {
      const { privateKey } = await keys();
      const plain = sm2Decrypt(cipherHex, privateKey);
      // Some SM2 libraries prefix C1 with the uncompressed-point marker 04.
      if (plain === null && cipherHex.startsWith('04')) return sm2Decrypt(cipherHex.slice(2), privateKey);
      return plain;
    },
  };
}
