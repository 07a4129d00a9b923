import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, feedbacks, files, gb01, resumes } from '../src/db/schema';
import { storagePath } from '../src/modules/files';
import { createTestApp, type TTestApp } from './harness';
import { PDF, downloadFile, uploadFile } from './accounts-helpers';
import { makePerson, makeResume } from './deliveries-helpers';
import { caller, makeOrg, publishJob } from './jobs-helpers';
import { signInAs } from './sessions';

/**
 * Who reads a private file, and what content may attach (issue 17 item 5), the upload quota and
 * rate limit (item 6) and the picture pixel limit (item 12).
 */
let t: TTestApp;
let reviewer: string;
let editor: string;
let archivist: string;

/** A private PDF of `ownerId` with its bytes on disk, as an upload leaves it. */
async function privateFile(ownerId: number, purpose: 'own' | 'content' = 'own') {
  const storageKey = crypto.randomBytes(16).toString('hex');
  const file = storagePath(t.config.filesDir, storageKey);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, PDF);
  const [row] = await t.deps.db
    .insert(files)
    .values({
      ownerId,
      kind: 'file',
      purpose,
      originalName: 'private.pdf',
      storageKey,
      size: PDF.length,
      mime: 'application/pdf',
      sha256: crypto.createHash('sha256').update(PDF).digest('hex'),
    })
    .returning();
  return row!;
}

/** 403 when refused, 200 when the bytes came. */
async function readAs(token: string, fileId: string): Promise<number> {
  const { res, envelope } = await downloadFile(t, token, { fileName: `/talent/file/${fileId}` });
  if (envelope) return envelope.code;
  expect(res.rawPayload).toEqual(PDF);
  return 200;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG whose header claims width × height (the pixel data is one row's worth). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + Math.min(width, 1024)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadAnswer(
  token: string,
  filename: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----rcwb${crypto.randomBytes(8).toString('hex')}`;
  const sm4Str = t.api.cipher.encrypt(JSON.stringify({ size: content.length }));
  const parts = Object.entries({ sm4Str, ...fields }).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
    },
    payload: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return {
    status: res.statusCode,
    body: res.json<{ success?: boolean; code: number; msg?: string; attributes?: { id: string } }>(),
  };
}

beforeAll(async () => {
  t = await createTestApp({ RCWB_UPLOAD_RATE_PER_MINUTE: '1000' });
  reviewer = await signInAs(t, 'reviewer');
  editor = await signInAs(t, 'editor');
  archivist = await signInAs(t, 'archivist');
});
afterAll(() => t.close());

describe('private files: staff read only through the object that concerns them', () => {
  it('lets a reviewer read a licence through the organisation under review, never by its id', async () => {
    const org = await makeOrg(t, '许可证测试单位', 'pending');
    const licence = await privateFile(org.id);
    await t.deps.db.update(gb01).set({ licenceFileId: licence.id }).where(eq(gb01.accountId, org.id));
    const throughOrg = async (token: string) => {
      const url = `/api/system/org/${org.id}/licence`;
      const { res, envelope } = await downloadFile(t, token, {}, url);
      if (envelope) return envelope.code;
      expect(res.rawPayload).toEqual(PDF);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      return 200;
    };
    expect(await throughOrg(reviewer)).toBe(200);
    expect(await throughOrg(editor)).toBe(403);
    expect(await throughOrg(archivist)).toBe(403);
    expect(await throughOrg(org.token)).toBe(403);
    // The generic download opens it to its owner only: no staff account reads it by id.
    expect(await readAs(org.token, licence.id)).toBe(200);
    expect(await readAs(reviewer, licence.id)).toBe(403);
    expect(await readAs(editor, licence.id)).toBe(403);
    expect(await readAs(archivist, licence.id)).toBe(403);
    // A PDF has no picture preview; an organisation without a licence has nothing to read.
    const preview = await downloadFile(t, reviewer, { preview: true }, `/api/system/org/${org.id}/licence`);
    expect(preview.envelope?.code).toBe(601);
    const bare = await makeOrg(t, '无执照单位', 'pending');
    const none = await downloadFile(t, reviewer, {}, `/api/system/org/${bare.id}/licence`);
    expect(none.envelope?.code).toBe(404);
  });

  it('refuses a reviewer a private file no record of their screens names', async () => {
    const person = await makePerson(t, '私有文件测试');
    const mine = await privateFile(person.id);
    expect(await readAs(person.token, mine.id)).toBe(200);
    expect(await readAs(reviewer, mine.id)).toBe(403);
    expect(await readAs(editor, mine.id)).toBe(403);
  });

  it('lets the resume registry read a resume attachment, not an editor or archivist', async () => {
    const person = await makePerson(t, '简历附件测试');
    const attachment = await privateFile(person.id);
    const resumeId = await makeResume(t, person.id);
    await t.deps.db.update(resumes).set({ attachmentFileId: attachment.id }).where(eq(resumes.id, resumeId));
    expect(await readAs(reviewer, attachment.id)).toBe(200);
    expect(await readAs(editor, attachment.id)).toBe(403);
    expect(await readAs(archivist, attachment.id)).toBe(403);
  });

  it('lets an organisation read a delivered attachment only while the delivery is open', async () => {
    const api = caller(t);
    const org = await makeOrg(t, '投递附件测试单位');
    const jobId = await publishJob(api, org.token, reviewer);
    const person = await makePerson(t, '投递附件测试');
    const attachment = await privateFile(person.id);
    const resumeId = await makeResume(t, person.id);
    const [delivery] = await t.deps.db
      .insert(deliveries)
      .values({
        personId: person.id,
        resumeId,
        jobId,
        orgId: org.id,
        snapshot: { resume: { attachmentFileId: attachment.id, photoFileId: null } } as never,
      })
      .returning({ id: deliveries.id });
    const other = await makeOrg(t, '无关单位');
    expect(await readAs(org.token, attachment.id)).toBe(200);
    expect(await readAs(other.token, attachment.id)).toBe(403);
    // The delivery registry's staff read it through the delivery; an editor does not.
    expect(await readAs(reviewer, attachment.id)).toBe(200);
    expect(await readAs(editor, attachment.id)).toBe(403);
    for (const status of ['withdrawn', 'rejected', 'closed'] as const) {
      await t.deps.db.update(deliveries).set({ status }).where(eq(deliveries.id, delivery!.id));
      expect(await readAs(org.token, attachment.id), status).toBe(403);
    }
  });

  it('lets staff handling feedback read its attachments, not an editor or archivist', async () => {
    const person = await makePerson(t, '反馈附件测试');
    const evidence = await privateFile(person.id);
    expect(await readAs(reviewer, evidence.id)).toBe(403);
    await t.deps.db.insert(feedbacks).values({
      authorId: person.id,
      kind: 'complaint',
      title: '投诉附件',
      content: '附件为证据',
      attachmentFileIds: [evidence.id],
    });
    expect(await readAs(reviewer, evidence.id)).toBe(200);
    expect(await readAs(editor, evidence.id)).toBe(403);
    expect(await readAs(archivist, evidence.id)).toBe(403);
  });
});

describe('content attachments must be files uploaded for content', () => {
  const policy = (attachments: string[]) => ({
    title: `附件策略 ${crypto.randomBytes(3).toString('hex')}`,
    level: 'city',
    region: '350100',
    category: 'housing',
    issuingBody: 'Fuzhou Housing Bureau',
    issuedOn: '2026-01-15',
    attachments,
  });

  it("refuses an editor attaching someone's private file by its id", async () => {
    const person = await makePerson(t, '私有附件测试');
    const secret = await privateFile(person.id);
    const res = await t.api.post('/content/policy', policy([`/talent/file/${secret.id}`]), {
      token: editor,
      headers: { 'accept-language': 'en', repeatsubmit: 'false' },
    });
    expect(res.body.code).toBe(601);
    expect(res.body.msg).toBe('Please upload the file again');
  });

  it("accepts the editor's own upload, which is stored for content", async () => {
    const id = await uploadFile(t, editor, '实施细则.pdf', PDF);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, id));
    expect(row!.purpose).toBe('content');
    const res = await t.api.post('/content/policy', policy([`/talent/file/${id}`]), {
      token: editor,
      headers: { 'accept-language': 'en', repeatsubmit: 'false' },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  });

  it('stores the uploads of people for their own records and refuses them the content purpose', async () => {
    const person = await makePerson(t, '用途测试');
    const own = await uploadAnswer(person.token, 'cv.pdf', PDF);
    expect(own.body.success).toBe(true);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, own.body.attributes!.id));
    expect(row!.purpose).toBe('own');
    const refused = await uploadAnswer(person.token, 'cv.pdf', PDF, { purpose: 'content' });
    expect(refused.body.success).toBe(false);
  });
});

describe('pictures with absurd dimensions', () => {
  it('refuses a PNG whose header claims 50,000 × 50,000 and keeps a sane one', async () => {
    const person = await makePerson(t, '像素测试');
    const huge = await uploadAnswer(person.token, 'huge.png', pngClaiming(50_000, 50_000));
    expect(huge.body.success).toBe(false);
    expect(huge.body.msg).toContain('too large');
    const wide = await uploadAnswer(person.token, 'wide.png', pngClaiming(100_000, 1));
    expect(wide.body.success).toBe(false);
    const fine = await uploadAnswer(person.token, 'fine.png', pngClaiming(800, 600));
    expect(fine.body.success, JSON.stringify(fine.body)).toBe(true);
  });
});

describe('upload quota and rate', () => {
  it('refuses the upload past the file count and byte quota, even in parallel', async () => {
    const q = await createTestApp({
      RCWB_UPLOAD_QUOTA_FILES: '3',
      RCWB_UPLOAD_QUOTA_MB: '1',
      RCWB_UPLOAD_RATE_PER_MINUTE: '1000',
    });
    const saved = t;
    t = q;
    try {
      const person = await makePerson(q, '配额测试');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => uploadAnswer(person.token, `n${i}.pdf`, PDF)),
      );
      expect(answers.filter((a) => a.body.success)).toHaveLength(3);
      const refused = answers.find((a) => !a.body.success)!;
      expect(refused.body.msg).toBe(
        'your storage is full (at most 3 files and 1 MB): delete files you no longer need',
      );
      // Bytes: a second account fills 1 MB with two 600 KB files.
      const other = await makePerson(q, '字节配额');
      const big = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 0x20)]);
      expect((await uploadAnswer(other.token, 'a.pdf', big)).body.success).toBe(true);
      expect((await uploadAnswer(other.token, 'b.pdf', big)).body.success).toBe(false);
      const held = await q.deps.db.select().from(files).where(eq(files.ownerId, other.id));
      expect(held).toHaveLength(1);
    } finally {
      t = saved;
      await q.close();
    }
  });

  it('answers 429 past the per-session upload rate', async () => {
    const q = await createTestApp({ RCWB_UPLOAD_RATE_PER_MINUTE: '3' });
    const saved = t;
    t = q;
    try {
      const person = await makePerson(q, '频率测试');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await uploadAnswer(person.token, `r${i}.pdf`, PDF)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      t = saved;
      await q.close();
    }
  });
});
