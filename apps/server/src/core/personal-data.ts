import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { maskIdNumber, maskMobile } from '@rcwb/shared';
import type { TConfig } from '../config';

/**
 * Personal data at rest (ARCHITECTURE.md): values are SM4-CBC encrypted with a random IV and
 * authenticated with HMAC-SM3 over the IV and ciphertext (encrypt-then-MAC: Node's OpenSSL has no
 * SM4-GCM), and looked up through an HMAC-SM3 blind index, so the database alone reveals neither
 * the values nor which rows share one. Four keys are derived from the one data key, so the MAC,
 * the index and the SMS code hashes never use the encryption key itself.
 */
export type TPersonalData = {
  /** `v2.<iv hex>.<ciphertext hex>.<HMAC-SM3 hex>` */
  encrypt(plain: string): string;
  /** The plain value, or null for anything this key did not encrypt. */
  decrypt(stored: string): string | null;
  /**
   * `stored` rewritten in the current format when it is in an older one that this key reads;
   * null when it is current already or unreadable (rewriting that would lose it).
   */
  upgrade(stored: string): string | null;
  /** Deterministic keyed digest for equality lookups and unique indexes. */
  blindIndex(kind: string, value: string): string;
  /** Keyed digest of a one-time code (so a database leak does not leak live codes). */
  codeHash(value: string): string;
};

const KEY_PATTERN = /^[0-9a-f]{32}$/;
const V2 = /^v2\.([0-9a-f]{32})\.((?:[0-9a-f]{32})+)\.([0-9a-f]{64})$/;
/**
 * Values written before the MAC: without it, another key's padding check passes about once in
 * 256 tries, and what comes out is bytes that are not UTF-8 (rejected), but only nearly always.
 */
const V1 = /^v1\.([0-9a-f]{32})\.((?:[0-9a-f]{32})+)$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

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
  const macKey = derive(master, 'encrypt-mac');
  const macOf = (ivHex: string, ctHex: string) =>
    crypto.createHmac('sm3', macKey).update(`v2.${ivHex}.${ctHex}`).digest();
  const cbcDecrypt = (ivHex: string, ctHex: string): string | null => {
    try {
      const d = crypto.createDecipheriv('sm4-cbc', encKey, Buffer.from(ivHex, 'hex'));
      return strictUtf8.decode(Buffer.concat([d.update(Buffer.from(ctHex, 'hex')), d.final()]));
    } catch {
      return null;
    }
  };
  const indexKey = derive(master, 'blind-index');
  const codeKey = derive(master, 'one-time-code');
  const encrypt = (plain: string): string => {
    const iv = crypto.randomBytes(16);
    const c = crypto.createCipheriv('sm4-cbc', encKey, iv);
    const ivHex = iv.toString('hex');
    const ctHex = Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('hex');
    return `v2.${ivHex}.${ctHex}.${macOf(ivHex, ctHex).toString('hex')}`;
  };
  const decrypt = (stored: string): string | null => {
    const v2 = V2.exec(stored);
    if (v2) {
      const authentic = crypto.timingSafeEqual(macOf(v2[1]!, v2[2]!), Buffer.from(v2[3]!, 'hex'));
      return authentic ? cbcDecrypt(v2[1]!, v2[2]!) : null;
    }
    const v1 = V1.exec(stored);
    return v1 ? cbcDecrypt(v1[1]!, v1[2]!) : null;
  };
  return {
    encrypt,
    decrypt,
    upgrade(stored) {
      if (V2.test(stored)) return null;
      const plain = decrypt(stored);
      return plain === null ? null : encrypt(plain);
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

// ---------- who sees what (docs/security/exposure.md) ----------

/**
 * Who a response goes to, as far as a person's data is concerned:
 * - `owner`: the person themself;
 * - `contact-org`: an approved organisation the person turned to and has not turned away from
 *   (an open delivery to one of its postings, or its invitation accepted);
 * - `staff`: back-office accounts, who identify a person but do not need to reach them;
 * - `other`: any other organisation or person, and the anonymous public.
 */
export type TAudience = 'owner' | 'contact-org' | 'staff' | 'other';

/** The surname (first character) and one asterisk, e.g. 张*: the length of the name stays hidden. */
export function maskName(fullName: string | null | undefined): string {
  const first = Array.from((fullName ?? '').trim())[0];
  return first ? `${first}*` : '*';
}

/** `z***@example.com`: the first character of the local part and the domain stay. */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  // Not an address (no local part): the first character only, nothing of the rest.
  if (at < 1) return `${[...email][0]}***`;
  return `${email[0]}***${email.slice(at)}`;
}

/** `1990-**-**`: the year says the age band, the day does not help find the person. */
export function maskBirthDate(birthDate: string | null | undefined): string {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(birthDate ?? '')?.[1];
  return year ? `${year}-**-**` : '';
}

type TRule<T> = (value: T) => T;
const keep = <T>(value: T) => value;
const orNull =
  (mask: (v: string) => string): TRule<string | null> =>
  (v) =>
    v ? mask(v) : null;

/** One rule per field and audience: the only place that decides what a response shows. */
export const PERSONAL_FIELD_RULES: {
  name: Record<TAudience, TRule<string>>;
  mobile: Record<TAudience, TRule<string | null>>;
  email: Record<TAudience, TRule<string | null>>;
  birthDate: Record<TAudience, TRule<string>>;
  idNumber: Record<TAudience, TRule<string>>;
} = {
  name: {
    owner: keep,
    'contact-org': keep,
    staff: keep,
    other: (v: string) => maskName(v),
  },
  mobile: {
    owner: keep,
    'contact-org': keep,
    staff: orNull(maskMobile),
    other: () => null,
  },
  email: {
    owner: keep,
    'contact-org': keep,
    staff: orNull(maskEmail),
    other: () => null,
  },
  birthDate: {
    owner: keep,
    'contact-org': keep,
    staff: (v: string) => maskBirthDate(v),
    other: () => '',
  },
  /** No one but the owner reads an ID number in full: an organisation never needs it. */
  idNumber: {
    owner: keep,
    'contact-org': (v: string) => maskIdNumber(v),
    staff: (v: string) => maskIdNumber(v),
    other: () => '',
  },
};

/** A person's contact block as `audience` may see it (fields it may not see are masked or empty). */
export function contactFor<
  T extends { name: string; mobile: string | null; email: string | null; birthDate?: string },
>(audience: TAudience, person: T): T {
  const r = PERSONAL_FIELD_RULES;
  return {
    ...person,
    name: r.name[audience](person.name),
    mobile: r.mobile[audience](person.mobile),
    email: r.email[audience](person.email),
    ...(person.birthDate !== undefined ? { birthDate: r.birthDate[audience](person.birthDate) } : {}),
  };
}
