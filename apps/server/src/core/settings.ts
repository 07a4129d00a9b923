import { z } from 'zod';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { systemParams } from '../db/schema';

/**
 * The parameters an administrator may change while the portal runs (screen g300101, parameters
 * tab), each with its range. Their environment values stay the defaults: a parameter without a
 * stored value takes the environment's, so the environment keeps working as documented. Upload
 * rates and anything read once at start (pool sizes, keys, addresses) are not here on purpose:
 * a change would need a restart to mean anything.
 */
export const SETTING_DEFS = {
  captchaEnabled: { type: 'boolean', fromConfig: (c: TConfig) => c.captchaEnabled },
  /** At least five minutes (shorter sessions end while a form is being filled), at most a day. */
  sessionIdleSeconds: {
    type: 'integer',
    min: 300,
    max: 86_400,
    fromConfig: (c: TConfig) => c.sessionIdleSeconds,
  },
  sessionAbsoluteSeconds: {
    type: 'integer',
    min: 3_600,
    max: 7 * 86_400,
    fromConfig: (c: TConfig) => c.sessionAbsoluteSeconds,
  },
  fairNoShowSuspensionDays: {
    type: 'integer',
    min: 0,
    max: 365,
    fromConfig: (c: TConfig) => c.fairNoShowSuspensionDays,
  },
  /** What one account may keep on disk: within the environment's default ceiling of 1 GB. */
  uploadQuotaMb: {
    type: 'integer',
    min: 10,
    max: 1_024,
    fromConfig: (c: TConfig) => Math.floor(c.uploads.quotaBytes / (1024 * 1024)),
  },
  uploadQuotaFiles: {
    type: 'integer',
    min: 10,
    max: 5_000,
    fromConfig: (c: TConfig) => c.uploads.quotaFiles,
  },
  /** How long a finished data export can be downloaded: an hour to a week. */
  exportExpiryHours: {
    type: 'integer',
    min: 1,
    max: 168,
    fromConfig: (c: TConfig) => c.exportExpiryHours,
  },
  /**
   * Document verifications per minute by one address (signed-in callers twice as many): each one
   * tries a code, so few enough to make guessing pointless, enough for a busy front desk.
   */
  verifyRatePerMinute: {
    type: 'integer',
    min: 5,
    max: 600,
    fromConfig: (c: TConfig) => c.verifyRatePerMinute,
  },
} as const;

export type TSettingKey = keyof typeof SETTING_DEFS;
export type TSettingValues = {
  [K in TSettingKey]: (typeof SETTING_DEFS)[K]['type'] extends 'boolean' ? boolean : number;
};
export const SETTING_KEYS = Object.keys(SETTING_DEFS) as TSettingKey[];
export const isSettingKey = (v: string): v is TSettingKey => Object.hasOwn(SETTING_DEFS, v);

/** The schema of one parameter's value, its range included (the server's check of a change). */
export function settingSchema(key: TSettingKey): z.ZodType<boolean | number> {
  const def = SETTING_DEFS[key];
  if (def.type === 'boolean') return z.boolean();
  return z
    .number()
    .int()
    .min(def.min, 'systemAdmin.param.outOfRange')
    .max(def.max, 'systemAdmin.param.outOfRange');
}

/** Reads the run-time parameters without a query: a snapshot refreshed on change and every half minute. */
export type TSettings = {
  /** The values in force now (stored, else the environment's). */
  values(): TSettingValues;
  /** The environment's values, shown as the defaults. */
  defaults(): TSettingValues;
  /** Reads the stored values again (after a change here, or one another node announced on the bus). */
  reload(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
};

const REFRESH_MS = 30_000;

/** Bus channel (core/shared-state) of a changed parameter: every node reads them again at once. */
export const SETTINGS_CHANGED = 'settings.changed';

export function createSettings(db: TDb, config: TConfig): TSettings {
  const defaults = Object.fromEntries(
    SETTING_KEYS.map((k) => [k, SETTING_DEFS[k].fromConfig(config)]),
  ) as TSettingValues;
  let current: TSettingValues = { ...defaults };
  let timer: NodeJS.Timeout | undefined;

  async function reload() {
    const next: Record<string, boolean | number> = { ...defaults };
    for (const row of await db.select().from(systemParams)) {
      if (!isSettingKey(row.key)) continue;
      // A stored value the current ranges no longer allow falls back to the default.
      const parsed = settingSchema(row.key).safeParse(JSON.parse(row.value));
      if (parsed.success) next[row.key] = parsed.data;
    }
    current = next as TSettingValues;
  }

  return {
    values: () => current,
    defaults: () => defaults,
    reload,
    async start() {
      await reload();
      timer = setInterval(() => void reload().catch(() => undefined), REFRESH_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
