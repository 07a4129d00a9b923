import crypto from 'node:crypto';
import { archiveDocuments, personnelArchives } from '../src/db/schema';
import type { TTestApp } from './harness';
import { caller } from './jobs-helpers';

export type TArchiveOut = {
  id: number;
  number: string;
  status: string;
  shelf: string;
  history: { kind: string }[];
};
export type TRequestOut = {
  id: number;
  kind: string;
  status: string;
  step: string | null;
  editable: boolean;
  attachments: { id: string }[];
  view: {
    status: string;
    step: { key: string } | null;
    returned: { step: string; opinion: string | null } | null;
    timeline: { action: string; opinion: string | null }[];
  };
  document: { id: number; serial: string; kind: string; verificationCode: string; state: string } | null;
};

export const archiveNumber = () => `DA-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/** Registers an archive for a person through the archivists' API; returns it. */
export async function registerArchive(t: TTestApp, archivist: string, holderUsername: string) {
  const res = await caller(t).post<TArchiveOut>(
    '/archive/registry',
    {
      number: archiveNumber(),
      holderUsername,
      source: '福州大学',
      receivedOn: '2024-07-01',
      shelf: 'A-01-03',
    },
    archivist,
  );
  if (res.body.code !== 200) throw new Error(`register: ${res.body.msg}`);
  return res.body.data!;
}

export const certificateForm = (purpose = '办理落户') => ({
  form: { kind: 'certificate', certificateType: 'deposit', purpose },
  attachments: [] as string[],
});

/**
 * One archive, one request and one issued document of a person, for the hostile matrix: made in
 * the database (the archive, the document) and through the holder's API (the request).
 */
export async function makeArchiveObjects(t: TTestApp, holderId: number, holderToken: string) {
  const [archive] = await t.deps.db
    .insert(personnelArchives)
    .values({
      number: archiveNumber(),
      holderId,
      source: '福州大学',
      receivedOn: '2024-07-01',
      shelf: 'Z-01',
    })
    .returning({ id: personnelArchives.id });
  const request = await caller(t).post<{ id: number }>(
    '/archive/request',
    { form: { kind: 'deposit', formerUnit: '福州数智科技有限公司', reason: '' }, attachments: [] },
    holderToken,
  );
  if (request.body.code !== 200) throw new Error(`request: ${request.body.msg}`);
  const [document] = await t.deps.db
    .insert(archiveDocuments)
    .values({
      serial: `ZM${crypto.randomInt(0, 1e9)}`,
      kind: 'certificate',
      holderId,
      holderName: '受害者甲',
      content: {
        title: '人事档案存档证明',
        body: ['兹证明。'],
        archiveNumber: null,
        agency: '市人才服务中心',
      },
      validUntil: '2099-01-01',
      verificationCode: crypto.randomBytes(12).toString('hex').toUpperCase(),
    })
    .returning({ id: archiveDocuments.id });
  return { archive: archive!.id, archiveRequest: request.body.data!.id, archiveDocument: document!.id };
}
