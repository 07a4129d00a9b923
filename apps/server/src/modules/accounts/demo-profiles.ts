import { eq, sql } from 'drizzle-orm';
import { UserType, creditCodeCheckChar, idNumberCheckChar } from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import { accounts, dictEntries, gb01, gc01 } from '../../db/schema';
import { storeDemoFile } from '../files';
import { syncProfileFlag } from './completeness';
import { checkIdNumber } from './identity-number';
import { personalDataOf } from '../../core/personal-data';

// Valid by construction: the shared validators' own check-character functions finish them.
const ID_BODY = '35010219950618123'; // Fuzhou Gulou, born 1995-06-18, sequence 123 (odd: male)
export const DEMO_ID_NUMBER = ID_BODY + idNumberCheckChar(ID_BODY);
const CREDIT_BODY = '91350100MA2XN8K61'; // enterprise (9 1), Fuzhou, organisation code
export const DEMO_CREDIT_CODE = CREDIT_BODY + creditCodeCheckChar(CREDIT_BODY);
export const DEMO_MOBILES = { person: '13905910001', org: '13905910002' } as const;

/** A one-page PDF standing in for the demo organisation's business licence. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type TSeedDeps = Parameters<TSeedStep['run']>[0];

/** Stores the demo licence PDF as a private file of `ownerId` and returns its row id. */
export const storeDemoLicence = async (deps: Pick<TSeedDeps, 'db' | 'config'>, ownerId: number) => ({
  id: await storeDemoFile(deps, ownerId, {
    kind: 'file',
    name: '营业执照.pdf',
    mime: 'application/pdf',
    bytes: LICENCE_PDF,
  }),
});

export const idOf = async (db: TSeedDeps['db'], username: string) =>
  (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0]?.id;

/**
 * Complete Gc01 and Gb01 records for the demo accounts `person` and `org` (the organisation
 * approved, with a licence), so both start with a complete profile.
 */
export const demoProfilesSeed: TSeedStep = {
  name: 'accounts:demo-profiles',
  demo: true,
  async run({ db, config }) {
    const pd = personalDataOf(config);
    const personId = await idOf(db, 'person');
    if (personId !== undefined) {
      const id = checkIdNumber(pd, DEMO_ID_NUMBER);
      await db
        .update(accounts)
        .set({ mobile: DEMO_MOBILES.person, email: 'liuyang@example.com' })
        .where(eq(accounts.id, personId));
      await db
        .insert(gc01)
        .values({
          accountId: personId,
          name: '刘洋',
          idNumberEnc: pd.encrypt(id.normalized),
          idNumberIndex: id.index,
          gender: id.gender,
          birthDate: id.birthDate,
          education: '4',
          major: '软件工程',
          school: '福州大学',
          workYears: 5,
          region: '350102',
          address: '福州市鼓楼区五四路 158 号',
          politicalStatus: '03',
        })
        .onConflictDoNothing();
      await syncProfileFlag(db, { id: personId, userType: UserType.person });
    }

    const orgId = await idOf(db, 'org');
    if (orgId !== undefined) {
      const licence = await storeDemoLicence({ db, config }, orgId);
      const adminId = await idOf(db, 'admin');
      await db
        .update(accounts)
        .set({ mobile: DEMO_MOBILES.org, email: 'hr@fzsz.example.com' })
        .where(eq(accounts.id, orgId));
      await db
        .insert(gb01)
        .values({
          accountId: orgId,
          name: '福州数智科技有限公司',
          creditCode: DEMO_CREDIT_CODE,
          legalRep: '陈志远',
          nature: '40',
          industry: '65',
          scale: '3',
          region: '350102',
          address: '福州市鼓楼区软件大道 89 号',
          lat: 26.1106,
          lng: 119.2682,
          contact: '林晓',
          telephone: '0591-87654321',
          website: 'https://www.example.com',
          description: '专注于政务数据与人才服务平台建设的软件企业。',
          licenceFileId: licence.id,
          reviewStatus: 'approved',
          reviewedBy: adminId ?? null,
          reviewedAt: sql`now()`,
          submittedAt: sql`now()`,
        })
        .onConflictDoNothing();
      await syncProfileFlag(db, { id: orgId, userType: UserType.org });
    }
  },
};

/** The review_status dictionary lacks the organisation's first state; added (never overwritten). */
export const reviewDraftSeed: TSeedStep = {
  name: 'accounts:review-status-draft',
  always: true,
  async run({ db }) {
    await db
      .insert(dictEntries)
      .values({
        dictType: 'review_status',
        value: 'draft',
        labelZh: '待提交',
        labelEn: 'Not submitted',
        parentValue: null,
        sort: -1,
        listClass: 'info',
      })
      .onConflictDoNothing({ target: [dictEntries.dictType, dictEntries.value] });
  },
};
