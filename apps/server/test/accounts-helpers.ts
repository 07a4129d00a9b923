import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { WIRE, creditCodeCheckChar, encodeBody, idNumberCheckChar } from '@rcwb/shared';
import { files, smsCodes, smsOutbox } from '../src/db/schema';
import { seekerFields } from './fixtures';
import type { TLoginAnswer } from './auth-helpers';
import { encryptPassword } from './auth-helpers';
import type { TTestApp } from './harness';

export const EN = { 'accept-language': 'en' };
export const GOOD_PASSWORD = 'Good#Pass2026';

/** An 18-digit ID number made valid by the shared check-character function. */
export const makeIdNumber = (region = '350102', birth = '19900101', seq = '001'): string => {
  const body = `${region}${birth}${seq}`;
  return body + idNumberCheckChar(body);
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/**
 * A valid ID number no other registration of the run is likely to share: a birth date in
 * 1970–2004 and a sequence, 11.8 million in all (a month and a sequence alone, 12,000, met an
 * earlier registration of the same database now and then).
 */
export const freshIdNumber = (region = '350102'): string =>
  makeIdNumber(
    region,
    `${1970 + crypto.randomInt(35)}${pad(1 + crypto.randomInt(12))}${pad(1 + crypto.randomInt(28))}`,
    pad(crypto.randomInt(1000), 3),
  );

/** A fresh valid credit code: enterprise, Fuzhou, random organisation code. */
export const makeCreditCode = (): string => {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const org = Array.from({ length: 9 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
  const body = `91350100${org}`;
  return body + creditCodeCheckChar(body);
};

let counter = crypto.randomInt(90_000_000);
/** A mobile number no other test of the run uses. */
export const freshMobile = (): string => `139${String((counter += 1)).padStart(8, '0')}`;
export const freshUsername = (prefix = 'user'): string => `${prefix}${crypto.randomBytes(4).toString('hex')}`;

/** The newest message the SMS outbox holds for a number. */
export async function latestSms(t: TTestApp, mobile: string) {
  const [row] = await t.deps.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.recipient, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}

export const codeIn = (text: string): string => {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error(`no code in ${text}`);
  return m[1]!;
};

export async function sendSms(
  t: TTestApp,
  mobile: string,
  purpose: string,
  extra: Record<string, unknown> = {},
) {
  return t.api.post<{ interval: number; expiresIn: number }>(
    '/web-auth/sendSmsCode',
    { mobile, purpose, ...extra },
    { headers: EN },
  );
}

/** Requests a code and reads it from the outbox, as the browser tests will. */
export async function smsCode(t: TTestApp, mobile: string, purpose: string): Promise<string> {
  const res = await sendSms(t, mobile, purpose);
  if (res.body.code !== 200) throw new Error(`sendSmsCode: ${JSON.stringify(res.body)}`);
  const sms = await latestSms(t, mobile);
  if (!sms?.codeId) throw new Error(`no code sent to ${mobile}`);
  return codeIn(sms.text);
}

/** Moves a number's codes back in time (send interval, expiry, daily window). */
export async function ageCodes(t: TTestApp, mobile: string, seconds: number): Promise<void> {
  await t.deps.db
    .update(smsCodes)
    .set({
      createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(smsCodes.mobile, mobile));
}

export const codesOf = (t: TTestApp, mobile: string, purpose?: string) =>
  t.deps.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), purpose ? sql`${smsCodes.purpose} = ${purpose}` : undefined))
    .orderBy(desc(smsCodes.id));

export type TPersonFields = Record<string, unknown>;

/** A complete Gc01 registration body (without password, code and mobile). */
export const personFields = (over: TPersonFields = {}): TPersonFields => ({
  username: freshUsername('p'),
  name: '张三',
  idNumber: freshIdNumber(),
  email: 'zhangsan@example.com',
  major: '计算机科学',
  school: '福州大学',
  ...seekerFields,
  ...over,
});

export const orgFields = (over: TPersonFields = {}): TPersonFields => ({
  username: freshUsername('o'),
  name: '福建测试科技有限公司',
  creditCode: makeCreditCode(),
  legalRep: '王五',
  nature: '40',
  industry: '65',
  scale: '2',
  region: '350104',
  address: '福州市仓山区测试路 2 号',
  contact: '李四',
  telephone: '0591-88888888',
  website: 'https://example.org',
  description: '测试单位',
  acceptTerms: true,
  ...over,
});

/** Registers through the API with a code from the outbox; returns the answer and the mobile. */
export async function register(
  t: TTestApp,
  kind: 'Gc01' | 'Gb01',
  over: TPersonFields = {},
  password = GOOD_PASSWORD,
) {
  const mobile = (over.mobile as string | undefined) ?? freshMobile();
  const smsCodeValue = await smsCode(t, mobile, 'register');
  const body: Record<string, unknown> = {
    ...(kind === 'Gc01' ? personFields(over) : orgFields(over)),
    mobile,
    smsCode: smsCodeValue,
    password: await encryptPassword(t, password),
  };
  const res = await t.api.post<TLoginAnswer>(`/web-auth/register/save${kind}`, body, { headers: EN });
  return { res, mobile, body };
}

/** A file row owned by an account, standing in for an upload. */
export async function ownedFile(
  t: TTestApp,
  ownerId: number,
  mime = 'application/pdf',
  kind: 'image' | 'file' = 'file',
) {
  const [row] = await t.deps.db
    .insert(files)
    .values({
      ownerId,
      kind,
      originalName: mime === 'application/pdf' ? 'licence.pdf' : 'photo.png',
      storageKey: crypto.randomBytes(16).toString('hex'),
      size: 10,
      mime,
      sha256: crypto.randomBytes(32).toString('hex'),
    })
    .returning();
  return row!;
}

/** Uploads bytes through POST /upload/upload as the web app does; returns the file id. */
export async function uploadFile(
  t: TTestApp,
  token: string,
  filename: string,
  content: Buffer,
): Promise<string> {
  const boundary = `----rcwb${crypto.randomBytes(8).toString('hex')}`;
  const sm4Str = t.api.cipher.encrypt(
    JSON.stringify({ size: content.length, nonce: crypto.randomBytes(8).toString('hex') }),
  );
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="sm4Str"\r\n\r\n${sm4Str}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    payload,
  });
  const body = res.json() as { success: boolean; attributes?: { id: string } };
  if (!body.success || !body.attributes) throw new Error(`upload failed: ${res.body}`);
  return body.attributes.id;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** POST /talent/file/download the way the web client does (encrypted body); returns raw bytes. */
export async function downloadFile(
  t: TTestApp,
  token: string,
  body: Record<string, unknown>,
  url = '/api/talent/file/download',
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      [WIRE.requestTypeHeader]: WIRE.sm4,
      'content-type': 'application/json',
      'accept-language': 'en',
      repeatsubmit: 'false',
    },
    payload: JSON.stringify(encodeBody(t.api.cipher, body)),
  });
  const isJson = String(res.headers['content-type']).startsWith('application/json');
  return {
    res,
    bytes: res.rawPayload,
    envelope: isJson ? (res.json() as { code: number; msg: string }) : null,
  };
}
