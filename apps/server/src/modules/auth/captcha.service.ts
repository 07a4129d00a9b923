import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { TDb } from '../../db/client';
import { captchas } from '../../db/schema';

/** Lifetime of a captcha answer. */
export const CAPTCHA_TTL_SECONDS = 120;

// Four characters from a set without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B); compared ignoring case.
const CHARS = 'ACDEFGHJKMNPQRTUVWXY34679';

export type TCaptchaImage = { uuid: string; img: string };

/** Why a captcha was refused; each has its own message key `auth.<reason>`. */
export type TCaptchaFailure = 'captchaRequired' | 'captchaWrong' | 'captchaExpired';

/** Makes a captcha and stores its answer (single use, {@link CAPTCHA_TTL_SECONDS}). */
export async function issueCaptcha(db: TDb): Promise<TCaptchaImage> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    charPreset: CHARS,
    noise: 2,
    color: true,
    width: 120,
    height: 40,
  });
  const uuid = crypto.randomUUID();
  // The table only ever holds a few minutes of answers; dropping the stale ones keeps it so.
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db.insert(captchas).values({
    uuid,
    answer: text.toLowerCase(),
    expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
  });
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/**
 * Checks and consumes a captcha: the row is deleted whatever the outcome, so one image allows
 * exactly one guess. Returns null when the answer is right.
 */
export async function checkCaptcha(
  db: TDb,
  uuid: string | null | undefined,
  code: string | null | undefined,
): Promise<TCaptchaFailure | null> {
  const answer = code?.trim().toLowerCase();
  if (!uuid || !answer) return 'captchaRequired';
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.uuid, uuid))
    .returning({ answer: captchas.answer, live: sql<boolean>`${captchas.expiresAt} > now()` });
  // An unknown uuid is an answer that expired and was cleaned up (or never existed).
  if (!row || !row.live) return 'captchaExpired';
  return row.answer === answer ? null : 'captchaWrong';
}
