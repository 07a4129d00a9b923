import { and, eq, isNull, sql } from 'drizzle-orm';
import { translate, screenPath } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { iso } from '../../core/time';
import { boothApplications, fairSuspensions, jobFairs } from '../../db/schema';

const DAY_MS = 86_400_000;

/**
 * After a fair has ended, every approved organisation that never checked in is a no-show: its
 * application is marked and it may not book booths for the configured number of days
 * (the run-time parameter, RCWB_FAIR_NO_SHOW_SUSPENSION_DAYS by default). Rows are locked and marked in one transaction, so a run
 * repeated or overlapping on another node never suspends an organisation twice for one fair.
 */
export async function markNoShows(deps: TDeps, now = new Date()) {
  const days = deps.settings.values().fairNoShowSuspensionDays;
  const until = new Date(now.getTime() + days * DAY_MS);
  const marked = await deps.db.transaction(async (tx) => {
    const absent = await tx
      .select({
        id: boothApplications.id,
        orgId: boothApplications.orgId,
        fairId: jobFairs.id,
        fair: jobFairs.title,
      })
      .from(boothApplications)
      .innerJoin(jobFairs, eq(jobFairs.id, boothApplications.fairId))
      .where(
        and(
          eq(boothApplications.status, 'approved'),
          eq(boothApplications.noShow, false),
          isNull(boothApplications.checkedInAt),
          eq(jobFairs.status, 'published'),
          sql`${jobFairs.endsAt} < ${now}`,
        ),
      )
      .for('update', { of: boothApplications, skipLocked: true });
    for (const a of absent) {
      await tx
        .update(boothApplications)
        .set({ noShow: true, updatedAt: now })
        .where(eq(boothApplications.id, a.id));
      if (days > 0)
        await tx.insert(fairSuspensions).values({
          orgId: a.orgId,
          applicationId: a.id,
          until,
          // Stored in the portal's first language; the organisation's notice is in its own.
          reason: translate('zh-CN', 'fairBooths.suspensionReason', { fair: a.fair }),
        });
    }
    return absent;
  });
  for (const a of marked)
    await deps.notifier.notify(a.orgId, {
      kind: 'fair-booth',
      titleKey: 'fairBooths.notice.noShowTitle',
      bodyKey: 'fairBooths.notice.noShowBody',
      params: { fair: a.fair, until: { date: iso(until) } },
      link: screenPath('g010203:applyManage', { id: a.fairId }),
    });
  return { marked: marked.length };
}
