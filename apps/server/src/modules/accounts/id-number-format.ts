import type { TSeedStep } from '../../core/module';
import { personalDataOf } from '../../core/personal-data';
import { oldFormatIdNumbers, rewriteIdNumber } from './profiles.repository';

const BATCH = 500;

/**
 * ID numbers stored before values were authenticated (format v1: SM4-CBC without a MAC) are
 * stored again in the current format, so that every one is checked when it is read. On every
 * start, under the start-up lock, and cheap once none is left: during an upgrade a node of the
 * previous release may still write v1 until it is replaced. A value this key cannot read stays
 * as it is (rewriting it would lose it) and is logged by account.
 */
export const idNumberFormatSeed: TSeedStep = {
  name: 'accounts:id-number-format',
  always: true,
  async run({ db, config, log }) {
    const pd = personalDataOf(config);
    let after = 0;
    let rewritten = 0;
    for (;;) {
      const rows = await oldFormatIdNumbers(db, after, BATCH);
      for (const row of rows) {
        const current = pd.upgrade(row.idNumberEnc);
        if (current === null)
          log.warn({ accountId: row.accountId }, 'an ID number this data key cannot read');
        else {
          await rewriteIdNumber(db, row.accountId, row.idNumberEnc, current);
          rewritten += 1;
        }
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.accountId;
    }
    if (rewritten) log.info({ rewritten }, 'ID numbers stored again in the authenticated format');
  },
};
