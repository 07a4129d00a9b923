import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../config';

/**
 * Personal data at rest (ARCHITECTURE.md): values are SM4-CBC encrypted with a random IV, and
 * looked up through an HMAC-SM3 blind index, so the database alone reveals neither the values
 * nor which rows share one. Three keys are derived from the one data key, so the index and the
 * SMS code hashes never use the encryption key itself.
 */
export type TPersonalData = {
  /** `v1.<iv hex>.<ciphertext hex>` */
  encrypt(plain: string): string;
  /** The plain value, or null for anything this key did not encrypt. */
  decrypt(stored: string): string | null;
  /** Deterministic keyed digest for equality lookups and unique indexes. */
  blindIndex(kind: string, value: string): string;
  /** Keyed digest of a one-time code (so a database leak does not leak live codes). */
  codeHash(value: string): string;
};

const KEY_PATTERN = /^[0-9a-f]{32}$/;
const FORMAT = /^v1\.([0-9a-f]{32})\.((?:[0-9a-f]{32})+)$/;

/**
 * The data key: RCWB_DATA_KEY, or a key made once into <dataDir>/secrets/data.key (0600). Several
 * nodes sharing one database must share the key, so they set RCWB_DATA_KEY.
 */
export function dataKeyHex(config: Pick<TConfig, 'dataKey' | 'dataDir'>): string {
  if (config.dataKey) return config.dataKey;
  const file = path.join(config.dataDir, 'secrets', 'data.key');
  const read = (): string => {
    const value = fs.readFileSync(file, 'utf8').trim().toLowerCase();
    if (!KEY_PATTERN.test(value)) throw new Error(`${file} does not hold a 32-hex-character key`);
    return value;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': if another process made the key first, keep theirs.
    fs.writeFileSync(file, `${crypto.randomBytes(16).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}

const derive = (master: Buffer, purpose: string): Buffer =>
  crypto.createHmac('sm3', master).update(`rcwb/${purpose}/v1`).digest();

export function createPersonalData(keyHex: string): TPersonalData {
  if (!KEY_PATTERN.test(keyHex)) throw new Error('data key must be 32 hex characters');
  const master = Buffer.from(keyHex, 'hex');
  // SM4 keys are 128 bits: the first half of the derived SM3 digest.
  const encKey = derive(master, 'encrypt').subarray(0, 16);
  const indexKey = derive(master, 'blind-index');
  const codeKey = derive(master, 'one-time-code');
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(16);
      const c = crypto.createCipheriv('sm4-cbc', encKey, iv);
      const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return `v1.${iv.toString('hex')}.${ct.toString('hex')}`;
    },
    decrypt(stored) {
      const m = FORMAT.exec(stored);
      if (!m) return null;
      try {
        const d = crypto.createDecipheriv('sm4-cbc', encKey, Buffer.from(m[1]!, 'hex'));
        return Buffer.concat([d.update(Buffer.from(m[2]!, 'hex')), d.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    blindIndex: (kind, value) => crypto.createHmac('sm3', indexKey).update(`${kind}:${value}`).digest('hex'),
    codeHash: (value) => crypto.createHmac('sm3', codeKey).update(value).digest('hex'),
  };
}

const cache = new Map<string, TPersonalData>();

/** The personal-data cipher of a configuration (made once per key). */
export function personalDataOf(config: Pick<TConfig, 'dataKey' | 'dataDir'>): TPersonalData {
  const key = dataKeyHex(config);
  let pd = cache.get(key);
  if (!pd) {
    pd = createPersonalData(key);
    cache.set(key, pd);
  }
  return pd;
}
