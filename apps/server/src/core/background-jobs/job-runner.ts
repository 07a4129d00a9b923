import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * A background job of a module: what it does and, when it repeats, its schedule (five-field
 * cron, in UTC). Reminders, expiries and exports register here the same way as the file clean-up.
 */
export type TBackgroundJob = {
  /** Unique queue name, `<module>.<job>` (letters, digits, `.`, `-`, `_`). */
  name: string;
  cron?: string;
  /** Gives up after this long (default 15 minutes); a job must be safe to run again. */
  timeoutSeconds?: number;
  run: () => Promise<unknown>;
};

export type TJobRunner = {
  /** Creates the queues and schedules, then starts working; does nothing when disabled. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for running ones (bounded), leaving the pool to its owner. */
  stop(): Promise<void>;
  /**
   * Queues a run now without waiting for it (work a request started, e.g. an export); does
   * nothing while the runner is stopped: the job's schedule picks the work up later.
   */
  enqueue(name: string): Promise<void>;
  /** Queues a run now and resolves when a worker finished it (tests, operators' "run now"). */
  runNow(name: string, timeoutMs?: number): Promise<void>;
  readonly started: boolean;
};

const NAME = /^[a-z0-9._-]+$/i;

/**
 * The job runner: pg-boss on the application's own PostgreSQL pool (the embedded server or
 * DATABASE_URL alike), its tables in the `pgboss` schema. Across nodes a scheduled job runs once
 * (pg-boss's singleton cron), so every node may start the runner.
 */
export function createJobRunner(opts: {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  jobs: readonly TBackgroundJob[];
  enabled: boolean;
}): TJobRunner {
  const { pool, log, jobs, enabled } = opts;
  const byName = new Map<string, TBackgroundJob>();
  for (const job of jobs) {
    if (!NAME.test(job.name)) throw new Error(`background job name not valid: ${job.name}`);
    if (byName.has(job.name)) throw new Error(`background job registered twice: ${job.name}`);
    byName.set(job.name, job);
  }
  let boss: PgBoss | undefined;

  const execute = async (job: TBackgroundJob) => {
    const started = Date.now();
    try {
      const result = await job.run();
      log.info({ job: job.name, ms: Date.now() - started, result }, 'background job done');
    } catch (err) {
      log.error({ job: job.name, err }, 'background job failed');
      throw err; // pg-boss records the failure and retries as configured
    }
  };

  /** pg-boss's schema, then each job's queue, worker and schedule. */
  const setUp = async (instance: PgBoss) => {
    await instance.start();
    for (const job of byName.values()) {
      await instance.createQueue(job.name, {
        name: job.name,
        expireInSeconds: job.timeoutSeconds ?? 15 * 60,
        retryLimit: 2,
        retryDelay: 60,
      });
      await instance.work(job.name, { pollingIntervalSeconds: 0.5 }, () => execute(job));
      if (job.cron) await instance.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      else await instance.unschedule(job.name);
    }
  };

  return {
    get started() {
      return !!boss;
    },
    async start() {
      if (!enabled || boss) return;
      const instance = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        // Finished jobs are kept a week for operators to look at, then removed.
        deleteAfterDays: 7,
      });
      instance.on('error', (err) => log.error({ err }, 'job runner error'));
      // Nodes starting at once on a new database deadlock in pg-boss's schema and queue creation
      // (its create_queue statements lock the same tables in different orders): one node at a
      // time, under a lock held on a connection of its own for the length of the set-up.
      const lock = await pool.connect();
      try {
        await lock.query(`SELECT pg_advisory_lock(hashtext('rcwb:job-runner-setup'))`);
        await setUp(instance);
      } finally {
        // Closing the connection releases the lock, whatever state the set-up left it in.
        lock.release(true);
      }
      boss = instance;
    },
    async stop() {
      const instance = boss;
      boss = undefined;
      // `close: false`: the pool belongs to the application, which ends it after the runner.
      if (instance) await instance.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
    async enqueue(name) {
      if (!byName.has(name)) throw new Error(`unknown background job: ${name}`);
      if (boss) await boss.send(name, {});
    },
    async runNow(name, timeoutMs = 30_000) {
      if (!boss) throw new Error('job runner not started');
      if (!byName.has(name)) throw new Error(`unknown background job: ${name}`);
      const id = await boss.send(name, {});
      if (!id) throw new Error(`job not queued: ${name}`);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (job?.state === 'completed') return;
        if (job?.state === 'failed' || job?.state === 'cancelled')
          throw new Error(`background job ${name} ${job.state}`);
        if (Date.now() > deadline) throw new Error(`background job ${name} did not finish in time`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
