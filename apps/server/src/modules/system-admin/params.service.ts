import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import { page } from '../../core/route';
import {
  SETTINGS_CHANGED,
  SETTING_DEFS,
  SETTING_KEYS,
  type TSettingKey,
  settingSchema,
} from '../../core/settings';
import type { TSessionUser } from '../../core/session-user';
import { iso } from '../../core/time';
import { lockParam, pageOfChanges, recordChange, storedParams, writeParam } from './params.repository';

const parse = (v: string | null): boolean | number | null =>
  v === null ? null : (JSON.parse(v) as boolean | number);

/** Run-time parameters (g300101, parameters tab): values, ranges, defaults and their history. */
export function createParamService(deps: TDeps) {
  return {
    async list() {
      const stored = new Map((await storedParams(deps.db)).map((r) => [r.key, r]));
      const now = deps.settings.values();
      const defaults = deps.settings.defaults();
      return SETTING_KEYS.map((key) => {
        const def = SETTING_DEFS[key];
        const row = stored.get(key);
        return {
          key,
          type: def.type,
          value: now[key],
          defaultValue: defaults[key],
          ...('min' in def ? { min: def.min, max: def.max } : {}),
          stored: !!row,
          updatedAt: row ? iso(row.updatedAt) : null,
          updatedBy: row?.updatedBy ?? null,
        };
      });
    },

    /** Sets a value (null: back to the environment's), records the change and applies it at once. */
    async set(user: TSessionUser, key: TSettingKey, value: unknown): Promise<void> {
      let next: string | null = null;
      if (value !== null) {
        const parsed = settingSchema(key).safeParse(value);
        if (!parsed.success) throw warning('systemAdmin.param.outOfRange');
        next = JSON.stringify(parsed.data);
      }
      await deps.db.transaction(async (tx) => {
        const old = await lockParam(tx, key);
        if (old === next) return;
        await writeParam(tx, key, next, user.accountId);
        await recordChange(tx, { key, oldValue: old, newValue: next, accountId: user.accountId });
      });
      await deps.settings.reload();
      // The other nodes read the stored parameters again at once rather than at their next refresh.
      await deps.shared.bus.publish(SETTINGS_CHANGED, null);
    },

    async history(key: string | undefined, paging: TPaging) {
      const { rows, total } = await pageOfChanges(deps.db, key, paging);
      return page(
        rows.map((r) => ({
          id: r.id,
          key: r.key,
          oldValue: parse(r.oldValue),
          newValue: parse(r.newValue),
          changedAt: iso(r.changedAt),
          username: r.username ?? null,
        })),
        total,
      );
    },
  };
}
