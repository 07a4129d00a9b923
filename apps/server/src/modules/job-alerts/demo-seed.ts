import { desc, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import { accounts, browseHistory, collections, jobAlerts, jobSearch } from '../../db/schema';
import { summaryName } from './alert-name';
import { storedFilters } from './job-alerts.schemas';

/**
 * The demo person's job search: a few collected postings and organisations (the newest live
 * ones, whatever the demo volume), the same pages in the browse history, and one job alert.
 */
export const personJobsDemoSeed: TSeedStep = {
  name: 'job-alerts:demo-person',
  demo: true,
  async run({ db }) {
    const [person] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, 'person'));
    if (!person) return;
    const jobs = await db
      .select({ jobId: jobSearch.jobId, orgId: jobSearch.orgId })
      .from(jobSearch)
      .orderBy(desc(jobSearch.refreshedAt), desc(jobSearch.jobId))
      .limit(12);
    const jobIds = jobs.slice(0, 3).map((j) => j.jobId);
    const orgIds = [...new Set(jobs.map((j) => j.orgId))].slice(0, 2);
    const rows = [
      ...jobIds.map((targetId) => ({ accountId: person.id, kind: 'job', targetId })),
      ...orgIds.map((targetId) => ({ accountId: person.id, kind: 'org', targetId })),
    ];
    if (rows.length) {
      await db.insert(collections).values(rows).onConflictDoNothing();
      await db.insert(browseHistory).values(rows).onConflictDoNothing();
    }
    const search = { keyword: '数据', area: '350100', sort: 'relevance' as const };
    await db.insert(jobAlerts).values({
      accountId: person.id,
      name: await summaryName(db, search, DEFAULT_LOCALE),
      filters: storedFilters(search),
    });
  },
};
