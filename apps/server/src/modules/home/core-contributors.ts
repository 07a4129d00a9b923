import { UserType } from '@rcwb/shared';
import type { TChart, THomeContributor } from './home.types';
import {
  accountsByTypeAndStatus,
  blockedAccounts,
  fileTotals,
  messageTotals,
  newAccountsPerDay,
  profileCompleteOf,
  signInsPerDay,
} from './home.repository';

/** Screens the cards link to (component keys of their menus; no link while a screen is absent). */
const SCREEN = {
  users: 'g300101/index',
  auditLogs: 'g070112/index',
  messageCentre: 'g010705/index',
  accountSecurity: 'g019901/index',
} as const;

const NEW_ACCOUNT_DAYS = 30;
const SIGN_IN_DAYS = 14;

const USER_TYPE_KEYS: Record<number, string> = {
  [UserType.staff]: 'staff',
  [UserType.person]: 'person',
  [UserType.org]: 'org',
  [UserType.expert]: 'expert',
};
const STATUSES = ['active', 'locked', 'disabled'] as const;

const points = <R extends { date: string }>(rows: R[], pick: (row: R) => number) =>
  rows.map((r) => ({ x: r.date, value: pick(r) }));

const signInChart = (
  key: string,
  rows: Array<{ date: string; success: number; failed: number }>,
): TChart => ({
  key,
  kind: 'bar',
  axis: 'date',
  stacked: true,
  series: [
    { key: 'success', points: points(rows, (r) => r.success) },
    { key: 'failed', points: points(rows, (r) => r.failed) },
  ],
});

/** Messages of the caller: every audience. */
const messagesContributor: THomeContributor = {
  key: 'messages',
  audiences: ['staff', 'person', 'org', 'expert'],
  cards: async ({ deps, user }) => {
    const totals = await messageTotals(deps.db, user.accountId);
    return [
      { key: 'messages.unread', value: totals.unread, unit: 'count', menu: SCREEN.messageCentre },
      { key: 'messages.total', value: totals.total, unit: 'count', menu: SCREEN.messageCentre },
    ];
  },
};

/** Uploaded files: the platform's for staff, the caller's own for everyone else. */
const filesContributor: THomeContributor = {
  key: 'files',
  audiences: ['staff', 'person', 'org', 'expert'],
  cards: async ({ deps, user, audience }) => {
    const totals = await fileTotals(deps.db, audience === 'staff' ? undefined : user.accountId);
    return [
      { key: 'files.count', value: totals.count, unit: 'count' },
      { key: 'files.size', value: totals.bytes, unit: 'bytes' },
    ];
  },
};

/** SPEC §4 completeness as a percentage, so a later profile module can report partial progress. */
const profileContributor: THomeContributor = {
  key: 'profile',
  audiences: ['person', 'org'],
  cards: async ({ deps, user }) => [
    {
      key: 'profile.completeness',
      value: (await profileCompleteOf(deps.db, user.accountId)) ? 100 : 0,
      unit: 'percent',
    },
  ],
};

/** The caller's own sign-ins: a failed attempt they did not make is worth noticing. */
const ownSignInsContributor: THomeContributor = {
  key: 'ownSignIns',
  audiences: ['person', 'org', 'expert'],
  charts: async ({ deps, user }) => [
    signInChart('ownSignIns', await signInsPerDay(deps.db, SIGN_IN_DAYS, user.accountId)),
  ],
};

/** Platform figures for service staff. */
const platformContributor: THomeContributor = {
  key: 'platform',
  audiences: ['staff'],
  cards: async ({ deps }) => {
    const [byType, blocked, today] = await Promise.all([
      accountsByTypeAndStatus(deps.db),
      blockedAccounts(deps.db),
      signInsPerDay(deps.db, 1),
    ]);
    const ofType = (t: number) => byType.filter((r) => r.userType === t).reduce((n, r) => n + r.n, 0);
    return [
      {
        key: 'accounts.total',
        value: byType.reduce((n, r) => n + r.n, 0),
        unit: 'count',
        menu: SCREEN.users,
      },
      { key: 'accounts.persons', value: ofType(UserType.person), unit: 'count', menu: SCREEN.users },
      { key: 'accounts.orgs', value: ofType(UserType.org), unit: 'count', menu: SCREEN.users },
      { key: 'accounts.blocked', value: blocked, unit: 'count', menu: SCREEN.users },
      { key: 'signIns.today', value: today[0]?.success ?? 0, unit: 'count', menu: SCREEN.auditLogs },
      { key: 'signIns.failedToday', value: today[0]?.failed ?? 0, unit: 'count', menu: SCREEN.auditLogs },
    ];
  },
  charts: async ({ deps }) => {
    const [newAccounts, signIns, byType] = await Promise.all([
      newAccountsPerDay(deps.db, NEW_ACCOUNT_DAYS),
      signInsPerDay(deps.db, SIGN_IN_DAYS),
      accountsByTypeAndStatus(deps.db),
    ]);
    const types = Object.keys(USER_TYPE_KEYS).map(Number);
    const accountsChart: TChart = {
      key: 'accountsByType',
      kind: 'bar',
      axis: 'category',
      stacked: true,
      series: STATUSES.map((status) => ({
        key: status,
        points: types.map((t) => ({
          x: USER_TYPE_KEYS[t]!,
          value: byType.filter((r) => r.userType === t && r.status === status).reduce((n, r) => n + r.n, 0),
        })),
      })),
    };
    return [
      {
        key: 'newAccounts',
        kind: 'line',
        axis: 'date',
        series: [{ key: 'accounts', points: points(newAccounts, (r) => r.value) }],
      },
      signInChart('signIns', signIns),
      accountsChart,
    ];
  },
};

/**
 * Contributors of the platform foundation. Later modules (postings, deliveries, reviews …) append
 * their own in contributors.ts.
 */
export const coreContributors: THomeContributor[] = [
  platformContributor,
  profileContributor,
  messagesContributor,
  filesContributor,
  ownSignInsContributor,
];
