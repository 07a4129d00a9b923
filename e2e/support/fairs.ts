import type pg from 'pg';

const DAY = 86_400_000;

/**
 * A published onsite fair open for booking now, with a 3 × 4 hall of zone A (booths A-01 … A-12),
 * open to every organisation.
 */
export async function insertFair(db: pg.Client, title: string): Promise<number> {
  const now = Date.now();
  const cells = Array.from({ length: 12 }, (_, i) => ({
    row: Math.floor(i / 4),
    col: i % 4,
    code: `A-${String(i + 1).padStart(2, '0')}`,
    zone: 'A',
    size: 9,
    blocked: false,
  }));
  const layout = { rows: 3, cols: 4, zones: [{ code: 'A', name: 'IT and software' }], cells };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO job_fair (title, kind, area, starts_at, ends_at, booking_opens_at, booking_closes_at,
       cancel_deadline, venue, organiser, layout, status, approved_orgs_only, published_at)
     VALUES ($1, 'onsite', '350100', $2, $3, $4, $5, $6, 'Strait Exhibition Centre', 'Fuzhou talent service centre',
       $7, 'published', false, now())
     RETURNING id`,
    [
      title,
      new Date(now + 10 * DAY),
      new Date(now + 10 * DAY + 8 * 3_600_000),
      new Date(now - DAY),
      new Date(now + 5 * DAY),
      new Date(now + 2 * DAY),
      JSON.stringify(layout),
    ],
  );
  const id = rows[0]!.id;
  for (const c of cells)
    await db.query(
      'INSERT INTO fair_booth (fair_id, code, zone, row, col, size) VALUES ($1, $2, $3, $4, $5, $6)',
      [id, c.code, c.zone, c.row, c.col, c.size],
    );
  return id;
}

/** The name an organisation's lists show (its registered name). */
export async function orgName(db: pg.Client, username: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT coalesce(g.name, a.name) AS name FROM account a LEFT JOIN gb01 g ON g.account_id = a.id
     WHERE a.username = $1`,
    [username],
  );
  return rows[0]!.name;
}
