import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WIRE, encodeBody, decodeResponse, smCryptoCipher } from '@rcwb/shared';
import { files } from '../src/db/schema';
import { createTestApp, type TTestApp } from './harness';
import { downloadFile } from './accounts-helpers';
import { signInAs } from './sessions';

// ---------- fixtures: real bytes of each accepted type ----------

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid 1×1 RGBA PNG. */
function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 0x40, 0x9e, 0xff, 0xff]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JFIF header, a 1×1 frame header (SOF0: the dimensions a picture must declare), end. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const TXT = Buffer.from('数字人才服务平台\nline two\n', 'utf8');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A stored (uncompressed) zip, enough for an Office Open XML container. */
function zip(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = zlib.crc32(data);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(data.length, 18);
    h.writeUInt32LE(data.length, 22);
    h.writeUInt16LE(nameBuf.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(data.length, 24);
    c.writeUInt16LE(nameBuf.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(h, nameBuf, data);
    centrals.push(c, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
]);
const PLAIN_ZIP = zip([['notes.txt', 'hello']]);
const OLE2 = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(1024),
]);

// ---------- helpers ----------

type TPart =
  { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

function multipart(parts: TPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----rcwb${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
            `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

type TUploadAnswer = {
  success: boolean;
  code: number;
  data?: string;
  attributes?: { id: string; name: string; size: number; mime: string };
  message: string;
  msg: string;
};

let t: TTestApp;
let person: string;
let org: string;
let reviewer: string;

const sizeToken = (size: number) =>
  t.api.cipher.encrypt(JSON.stringify({ size, nonce: crypto.randomBytes(8).toString('hex') }));

async function upload(
  token: string | undefined,
  filename: string,
  content: Buffer,
  opts: { sm4Str?: string | null; kind?: string; url?: string; lang?: string; fileFirst?: boolean } = {},
) {
  const sm4 = opts.sm4Str === undefined ? sizeToken(content.length) : opts.sm4Str;
  const fields: TPart[] = [];
  if (sm4 !== null) fields.push({ name: 'sm4Str', value: sm4 });
  if (opts.kind) fields.push({ name: 'kind', value: opts.kind });
  const file: TPart = { name: 'file', filename, content };
  const { payload, contentType } = multipart(opts.fileFirst ? [file, ...fields] : [...fields, file]);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'accept-language': opts.lang ?? 'en',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: 'POST', url: opts.url ?? '/api/upload/upload', headers, payload });
  return { status: res.statusCode, body: res.json<TUploadAnswer>() };
}

const download = (token: string, body: Record<string, unknown>) => downloadFile(t, token, body);

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(path.relative(t.config.filesDir, p));
    }
  };
  await walk(t.config.filesDir);
  return out.sort();
}

const rowCount = async () => (await t.deps.db.select({ id: files.id }).from(files)).length;

beforeAll(async () => {
  // Many uploads of one session in a minute: the upload rate limit has its own test.
  t = await createTestApp({ RCWB_UPLOAD_RATE_PER_MINUTE: '1000' });
  person = await signInAs(t, 'person');
  org = await signInAs(t, 'org');
  reviewer = await signInAs(t, 'reviewer');
});
afterAll(() => t.close());

describe('upload: accepted files', () => {
  it('stores a real PNG under a random key with a two-level fan-out and serves it publicly', async () => {
    const png = tinyPng();
    const { status, body } = await upload(person, '头像.png', png);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      code: 200,
      attributes: { name: '头像.png', size: png.length, mime: 'image/png' },
    });
    expect(body.message).toBe(body.msg);
    const key = /^\/files\/([0-9a-f]{32})$/.exec(body.data ?? '')?.[1];
    expect(key).toBeDefined();

    const [row] = await t.deps.db.select().from(files).where(eq(files.id, body.attributes!.id));
    expect(row).toMatchObject({
      kind: 'image',
      storageKey: key,
      originalName: '头像.png',
      mime: 'image/png',
    });
    expect(row!.sha256).toBe(crypto.createHash('sha256').update(png).digest('hex'));
    const onDisk = path.join(t.config.filesDir, key!.slice(0, 2), key!.slice(2, 4), key!);
    expect(await fs.readFile(onDisk)).toEqual(png);
    expect((await storedFiles()).some((f) => f.includes('头像') || f.includes('person'))).toBe(false);

    const res = await t.app.inject({ method: 'GET', url: `/api${body.data}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload).toEqual(png);
  });

  it('accepts a JPEG on the /upload/upload alias, fields after the file', async () => {
    const { body } = await upload(person, 'photo.JPG', JPEG, { url: '/upload/upload', fileFirst: true });
    expect(body).toMatchObject({ success: true, code: 200, attributes: { mime: 'image/jpeg' } });
    expect(body.data).toMatch(/^\/files\/[0-9a-f]{32}$/);
  });

  it('stores a PDF as a private file with a download URL', async () => {
    const { body } = await upload(person, '简历.pdf', PDF);
    expect(body).toMatchObject({ success: true, attributes: { mime: 'application/pdf' } });
    expect(body.data).toBe(`/talent/file/${body.attributes!.id}`);
  });

  it('accepts UTF-8 text, Office Open XML and legacy OLE2 documents', async () => {
    expect((await upload(person, 'notes.txt', TXT)).body).toMatchObject({
      success: true,
      attributes: { mime: 'text/plain; charset=utf-8' },
    });
    expect((await upload(person, 'cv.docx', DOCX)).body).toMatchObject({
      success: true,
      attributes: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    });
    expect((await upload(person, 'old.doc', OLE2)).body).toMatchObject({
      success: true,
      attributes: { mime: 'application/msword' },
    });
  });

  it('accepts the classic integrity string: a random string carrying the size', async () => {
    const sm4Str = t.api.cipher.encrypt(`k9Xq_${PDF.length}`);
    expect((await upload(person, 'a.pdf', PDF, { sm4Str })).body.success).toBe(true);
  });

  it('accepts exactly 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 'a');
    expect((await upload(person, 'big.txt', big)).body).toMatchObject({
      success: true,
      attributes: { size: big.length },
    });
  });

  it('keeps a picture uploaded as kind=file private', async () => {
    const { body } = await upload(person, 'licence.png', tinyPng(), { kind: 'file' });
    expect(body.success).toBe(true);
    expect(body.data).toBe(`/talent/file/${body.attributes!.id}`);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, body.attributes!.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${row!.storageKey}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('upload: refusals', () => {
  it.each([
    [
      'a wrong extension',
      'tool.exe',
      PDF,
      601,
      'wrong format: please upload files in the formats: doc/docx/xls/xlsx/ppt/pptx/txt/pdf/png/jpg/jpeg',
    ],
    ['no extension', 'README', TXT, 601, 'wrong format'],
    ['a PNG named .pdf', 'fake.pdf', tinyPng(), 601, 'the content of the file does not match its type pdf'],
    ['an HTML page named .png', 'evil.png', HTML, 601, 'the content of the file does not match its type png'],
    ['a plain zip named .docx', 'fake.docx', PLAIN_ZIP, 601, 'does not match its type docx'],
    ['a PDF named .txt', 'fake.txt', PDF, 601, 'does not match its type txt'],
    ['text with NUL bytes', 'nul.txt', Buffer.from('abc\u0000def'), 601, 'does not match its type txt'],
    [
      'text that is not UTF-8',
      'gbk.txt',
      Buffer.from([0xc4, 0xe3, 0xba, 0xc3]),
      601,
      'does not match its type txt',
    ],
    ['a comma in the name', 'a,b.pdf', PDF, 601, 'the file name cannot contain commas'],
    ['a Chinese comma in the name', '简历，最新.pdf', PDF, 601, 'the file name cannot contain commas'],
    ['an empty file', 'empty.txt', Buffer.alloc(0), 601, 'the file is empty'],
  ])('refuses %s', async (_name, filename, content, code, message) => {
    const before = await rowCount();
    const { status, body } = await upload(person, filename, content);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code });
    expect(body.message).toContain(message);
    expect(body.msg).toBe(body.message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an image kind with a document extension', async () => {
    const { body } = await upload(person, 'cv.pdf', PDF, { kind: 'image' });
    expect(body).toMatchObject({
      success: false,
      code: 601,
      message: 'wrong format: please upload files in the formats: png/jpg/jpeg',
    });
  });

  it('refuses 5 MB + 1 byte without keeping any bytes', async () => {
    const before = await storedFiles();
    const rows = await rowCount();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const { body } = await upload(person, 'big.pdf', big);
    expect(body).toMatchObject({ success: false, code: 601, message: 'size cannot exceed 5 MB' });
    expect(await storedFiles()).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it('answers in the caller language (Chinese by default)', async () => {
    const { body } = await upload(person, 'tool.exe', PDF, { lang: 'zh-CN' });
    expect(body.message).toMatch(/^文件格式不正确，请上传.*格式文件!$/);
  });

  it.each([
    ['missing', null],
    ['not hex', 'zzzz'],
    ['not decryptable', 'ab'.repeat(16)],
    ['encrypted with another key', smCryptoCipher('00112233445566778899aabbccddeeff').encrypt('{"size":10}')],
    ['claiming another size', 'SIZE'],
    ['JSON without a size', 'NOSIZE'],
  ])('refuses an sm4Str that is %s', async (_name, value) => {
    const before = await storedFiles();
    const sm4Str =
      value === 'SIZE'
        ? t.api.cipher.encrypt(JSON.stringify({ size: PDF.length + 1 }))
        : value === 'NOSIZE'
          ? t.api.cipher.encrypt(JSON.stringify({ nonce: 'x' }))
          : value;
    const { body } = await upload(person, 'x.pdf', PDF, { sm4Str });
    expect(body).toMatchObject({
      success: false,
      code: 500,
      message: 'the upload could not be verified, please retry',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a request without a file part', async () => {
    const { payload, contentType } = multipart([{ name: 'sm4Str', value: sizeToken(1) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/upload',
      headers: { 'content-type': contentType, authorization: `Bearer ${person}`, 'accept-language': 'en' },
      payload,
    });
    expect(res.json()).toMatchObject({
      success: false,
      code: 601,
      message: 'please choose a file to upload',
    });
  });

  it.each(['/api/upload/upload', '/upload/upload'])('needs a session on %s (401)', async (url) => {
    const before = await rowCount();
    const { body } = await upload(undefined, 'a.pdf', PDF, { url });
    expect(body.code).toBe(401);
    expect(await rowCount()).toBe(before);
    const { body: bad } = await upload('not-a-token', 'a.pdf', PDF, { url });
    expect(bad.code).toBe(401);
  });

  it('leaves no temp files behind', async () => {
    const all = await storedFiles();
    expect(all.filter((f) => f.startsWith('tmp'))).toEqual([]);
  });
});

describe('download', () => {
  let pdfUrl: string;
  let pdfId: string;
  let imageUrl: string;
  const pdfName = '个人简历 (2026).pdf';

  beforeAll(async () => {
    const pdf = await upload(person, pdfName, PDF);
    pdfUrl = pdf.body.data!;
    pdfId = pdf.body.attributes!.id;
    imageUrl = (await upload(person, 'me.png', tinyPng())).body.data!;
  });

  it('streams the owner their file with the original Chinese name', async () => {
    const { res, bytes } = await download(person, { fileName: pdfUrl, delete: false });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cd = String(res.headers['content-disposition']);
    expect(cd).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(cd)![1]!;
    expect(decodeURIComponent(encoded)).toBe(pdfName);
    expect(bytes).toEqual(PDF);
  });

  it('finds the file by id, by URL with /api, by bare storage key', async () => {
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, pdfId));
    for (const fileName of [pdfId, `/api${pdfUrl}`, row!.storageKey, `https://example.org/api${pdfUrl}`]) {
      const { bytes, envelope } = await download(person, { fileName });
      expect(envelope, fileName).toBeNull();
      expect(bytes).toEqual(PDF);
    }
  });

  it('refuses staff a private file no object of their screens names', async () => {
    const { res, envelope } = await download(reviewer, { fileName: pdfUrl });
    expect(envelope).toEqual({ code: 403, msg: 'No permission for the current operation' });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('refuses another person with a JSON envelope and no bytes', async () => {
    const { res, envelope } = await download(org, { fileName: pdfUrl });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(envelope).toEqual({ code: 403, msg: 'No permission for the current operation' });
    expect(res.rawPayload.includes(PDF)).toBe(false);
  });

  it('lets any signed-in user read an image', async () => {
    const { bytes, envelope } = await download(org, { fileName: imageUrl });
    expect(envelope).toBeNull();
    expect(bytes).toEqual(tinyPng());
  });

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    '/files/../../../etc/passwd',
    '/talent/file/../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    'C:\\Windows\\win.ini',
    '/files/0123456789abcdef0123456789abcdef',
    '00000000-0000-0000-0000-000000000000',
    'files/../' + '0'.repeat(32),
  ])('answers 404 for %s', async (fileName) => {
    const { res, envelope } = await download(reviewer, { fileName });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(envelope).toEqual({ code: 404, msg: 'the file does not exist or has been deleted' });
  });

  it('needs a session', async () => {
    const res = await t.api.post('/talent/file/download', { fileName: pdfUrl });
    expect(res.body.code).toBe(401);
  });

  it('downloadImg returns base64 of an image the caller may read', async () => {
    const res = await t.api.post<{ base64: string; mime: string }>(
      '/talent/file/downloadImg',
      { fileName: imageUrl },
      { token: org },
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data?.mime).toBe('image/png');
    expect(Buffer.from(res.body.data!.base64, 'base64')).toEqual(tinyPng());
  });

  it('downloadImg refuses documents, private pictures of others and unknown names', async () => {
    const en = { headers: { 'accept-language': 'en' } };
    const doc = await t.api.post('/talent/file/downloadImg', { fileName: pdfUrl }, { token: person, ...en });
    expect(doc.body).toMatchObject({ code: 601, msg: 'the file is not an image' });
    const priv = (await upload(person, 'id-card.png', tinyPng(), { kind: 'file' })).body.data!;
    const other = await t.api.post('/talent/file/downloadImg', { fileName: priv }, { token: org, ...en });
    expect(other.body.code).toBe(403);
    const own = await t.api.post<{ base64: string }>(
      '/talent/file/downloadImg',
      { fileName: priv },
      { token: person },
    );
    expect(own.body.code).toBe(200);
    const none = await t.api.post(
      '/talent/file/downloadImg',
      { fileName: '../../etc/passwd' },
      { token: person },
    );
    expect(none.body.code).toBe(404);
  });

  it('delete: true soft-deletes only for the owner', async () => {
    const { body } = await upload(person, 'temp.pdf', PDF);
    const url = body.data!;
    // Another account's delete flag deletes nothing (staff no longer read it at all).
    const byStaff = await download(reviewer, { fileName: url, delete: true });
    expect(byStaff.envelope?.code).toBe(403);
    expect((await download(person, { fileName: url })).bytes).toEqual(PDF);
    const byOwner = await download(person, { fileName: url, delete: 'true' });
    expect(byOwner.bytes).toEqual(PDF);
    const after = await download(person, { fileName: url });
    expect(after.envelope?.code).toBe(404);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, body.attributes!.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('answers an encrypted client with an encrypted refusal it can read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talent/file/download',
      headers: {
        authorization: `Bearer ${org}`,
        [WIRE.requestTypeHeader]: WIRE.sm4,
        [WIRE.responseTypeHeader]: WIRE.sm4,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(encodeBody(t.api.cipher, { fileName: pdfUrl, delete: false })),
    });
    expect(decodeResponse(t.api.cipher, res.body)).toMatchObject({ code: 403 });
  });
});

describe('public image URL', () => {
  it('refuses keys of non-images, unknown and malformed keys with 404', async () => {
    const { body } = await upload(person, 'private.pdf', PDF);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, body.attributes!.id));
    for (const url of [
      `/api/files/${row!.storageKey}`,
      `/api/files/${'f'.repeat(32)}`,
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/%2Fetc%2Fpasswd',
      `/api/files/${row!.storageKey.toUpperCase()}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.includes(PDF)).toBe(false);
    }
  });

  it('answers a revalidation with 304', async () => {
    const { body } = await upload(person, 'etag.png', tinyPng());
    const first = await t.app.inject({ method: 'GET', url: `/api${body.data}` });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api${body.data}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
