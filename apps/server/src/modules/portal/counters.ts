import { and, count, eq } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import type { TCounter } from '../../core/module';
import type { TDeps } from '../../core/deps';
import { accounts } from '../../db/schema';

const activeAccounts = async ({ db }: TDeps, userType: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.userType, userType), eq(accounts.status, 'active')));
  return row?.n ?? 0;
};

/** Registered individuals and organisations with an active account. */
export const accountCounters: TCounter[] = [
  { key: 'persons', tables: [accounts], count: (deps) => activeAccounts(deps, UserType.person) },
  { key: 'organisations', tables: [accounts], count: (deps) => activeAccounts(deps, UserType.org) },
];
