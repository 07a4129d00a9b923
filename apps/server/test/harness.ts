import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WIRE, decodeResponse, encodeBody, encodeQuery, smCryptoCipher, type TEnvelope } from '@rcwb/shared';
import { buildApp } from '../src/app';
import type { TConfig } from '../src/config';
import type { TDeps } from '../src/core/deps';
import type { TModule } from '../src/core/module';
import { connectDb } from '../src/db/client';
import { TEMPLATE_DB, testConfig } from './template';

export type TCallOptions = { token?: string; headers?: Record<string, string>; plain?: boolean };
export type TCallResult<T = unknown> = {
  status: number;
  headers: Record<string, unknown>;
  body: TEnvelope<T>;
  raw: string;
};

/**
 * Calls the app the way a third-party client built on sm-crypto would: params and bodies
 * encrypted, encrypted answers requested and decrypted.
 */
export function apiClient(app: FastifyInstance, config: TConfig) {
  const cipher = smCryptoCipher(config.wireKey);
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    input: Record<string, unknown> | undefined,
    opts: TCallOptions = {},
  ): Promise<TCallResult<T>> => {
    const headers: Record<string, string> = { [WIRE.responseTypeHeader]: WIRE.sm4, ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const isRead = method === 'GET' || method === 'DELETE';
    let target = `/api${url}`;
    let payload: string | undefined;
    if (isRead && input) target += `?${WIRE.queryParam}=${encodeQuery(cipher, input)}`;
    if (!isRead) {
      headers[WIRE.requestTypeHeader] = WIRE.sm4;
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(encodeBody(cipher, input ?? {}));
    }
    const res = await app.inject({ method, url: target, headers, payload });
    const encrypted = res.headers[WIRE.encryptedResponseHeader] === '1';
    const body = (encrypted ? decodeResponse(cipher, res.body) : safeJson(res.body)) as TEnvelope<T>;
    return { status: res.statusCode, headers: res.headers, body, raw: res.body };
  };
  return {
    cipher,
    get: <T>(url: string, params?: Record<string, unknown>, o?: TCallOptions) =>
      call<T>('GET', url, params, o),
    del: <T>(url: string, params?: Record<string, unknown>, o?: TCallOptions) =>
      call<T>('DELETE', url, params, o),
    post: <T>(url: string, body?: Record<string, unknown>, o?: TCallOptions) => call<T>('POST', url, body, o),
    put: <T>(url: string, body?: Record<string, unknown>, o?: TCallOptions) => call<T>('PUT', url, body, o),
  };
}

function safeJson(text: string): TEnvelope {
  try {
    return JSON.parse(text) as TEnvelope;
  } catch {
    return { code: -1, msg: text };
  }
}

/** A writable stream that keeps each log line written to it. */
function lineCollector(lines: string[]): NodeJS.WritableStream {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
}

export type TTestApp = {
  app: FastifyInstance;
  deps: TDeps;
  config: TConfig;
  api: ReturnType<typeof apiClient>;
  databaseUrl: string;
  close: () => Promise<void>;
};

/**
 * A fresh app on its own copy of the seeded template database, so test files never see each
 * other's records. Pass env-style overrides (e.g. { RCWB_CAPTCHA: 'on' }).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { modules?: TModule[]; logLines?: string[] } = {},
): Promise<TTestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `rcwb_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-api-files-'));
  const config = testConfig({ RCWB_DATA_DIR: dataDir, ...overrides });
  const database = connectDb(url.toString(), { max: 5, statementTimeoutMs: config.statementTimeoutMs });
  const { app, deps } = await buildApp({
    config,
    database,
    // Silent, unless a test collects the log lines to scan them.
    logger: options.logLines ? { stream: lineCollector(options.logLines) } : false,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  await app.ready();
  return {
    app,
    deps,
    config,
    api: apiClient(app, config),
    databaseUrl: url.toString(),
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      const c = new pg.Client(adminUrl);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    },
  };
}
