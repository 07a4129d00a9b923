import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TSeedStep } from '../../core/module';
import { accounts, expertFields, experts } from '../../db/schema';

/**
 * Demo experts: each expert account is linked to a library expert of its own field; expert5 is a
 * new library expert of the demo organisation, so choosing experts for its application shows the
 * conflict. Matched by name, so a restart links nothing twice.
 */
const LINKS: { username: string; expert: string }[] = [
  { username: 'expert', expert: '陈志远' },
  { username: 'expert2', expert: '林雅琴' },
  { username: 'expert3', expert: 'Wang Hao' },
  { username: 'expert4', expert: '郑晓东' },
  { username: 'expert5', expert: '吴建华' },
];

export const demoApprovalsSeed: TSeedStep = {
  name: 'program-approvals:demo',
  demo: true,
  run: async (deps) => {
    const { db } = deps;
    const people = new Map(
      (
        await db
          .select({ id: accounts.id, username: accounts.username, name: accounts.name })
          .from(accounts)
          .where(
            inArray(
              accounts.username,
              LINKS.map((l) => l.username),
            ),
          )
      ).map((a) => [a.username, a]),
    );
    const [ai] = await db.select().from(expertFields).where(eq(expertFields.nameZh, '人工智能'));
    const [own] = await db.select().from(experts).where(eq(experts.name, '吴建华'));
    if (!own && ai)
      await db.insert(experts).values({
        status: 'published',
        publishedAt: new Date(),
        name: '吴建华',
        fieldId: ai.id,
        title: '高级工程师',
        organisation: '福州数智科技有限公司',
        region: '350100',
        bio: '政务数据平台架构与数据治理。',
      });
    for (const link of LINKS) {
      const who = people.get(link.username);
      if (!who) continue;
      await db
        .update(experts)
        .set({ accountId: who.id })
        .where(and(eq(experts.name, link.expert), isNull(experts.accountId)));
    }
  },
};
