import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { connectDb } from '../src/db/client';
import { type TTestApp, apiClient } from './harness';
import { testConfig } from './template';

/** A port nobody listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type TRedisServer = { url: string; port: number; stop: () => Promise<void> };

/**
 * A Redis server of the test file's own (Debian redis-server; scripts/test-all.mjs installs it):
 * nothing written to disk, stopped at the end.
 */
export async function startRedis(): Promise<TRedisServer> {
  const port = await freePort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Another node of `first`'s deployment: an app of its own (its own pool, caches, sockets and
 * files directory) on the same database, with the same settings plus `overrides`.
 */
export async function createTestNode(
  first: TTestApp,
  overrides: Record<string, string> = {},
): Promise<TTestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-api-node-'));
  const config = testConfig({ RCWB_DATA_DIR: dataDir, ...overrides });
  const database = connectDb(first.databaseUrl, { max: 5, statementTimeoutMs: config.statementTimeoutMs });
  const { app, deps } = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    deps,
    config,
    api: apiClient(app, config),
    databaseUrl: first.databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

type TFrame = { type: string; unread: number; data?: Record<string, unknown> };
type TWsClient = {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  close(): void;
};

/** A socket opened on `node` (app.injectWS), collecting its frames. */
export async function openSocket(node: TTestApp, path: string) {
  const frames: TFrame[] = [];
  let onClose!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const ws = (await node.app.injectWS(
    path,
    {},
    {
      onInit: (raw) => {
        const c = raw as unknown as TWsClient;
        c.on('message', (data) => frames.push(JSON.parse(String(data)) as TFrame));
        c.on('close', (code) => onClose(code));
      },
    },
  )) as unknown as TWsClient;
  return { ws, frames, closed };
}

/** Waits until `check` holds, or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Settles with `p`, or fails after `ms`. */
export const within = <T>(p: Promise<T>, ms = 5000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);
