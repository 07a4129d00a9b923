import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import helmet from 'helmet';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { WireFormatError, encodeResponseText, pickLocale, translate } from '@rcwb/shared';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import type { TDeps } from './core/deps';
import { type TBackgroundJob, createJobRunner } from './core/background-jobs';
import { SETTINGS_CHANGED, createSettings } from './core/settings';
import { createDuplicateGuard, createSharedDuplicateGuard } from './core/duplicate-guard';
import { createSharedState } from './core/shared-state';
import { AppError } from './core/errors';
import type { TModule } from './core/module';
import { mountRoutes } from './core/mount';
import { pageHtml } from './core/page-html';
import { asksEncrypted, markEncrypted } from './core/wire-reply';
import { DEFAULT_BODY_LIMIT, MAX_JSON_DEPTH, type TAuditDeclaration, describeGuard } from './core/route';
import { jsonDepthExceeds } from './core/json-depth';
import { limitStatements, searchSlots } from './core/statement-limiter';
import { nodeSm4Cipher } from './core/node-cipher';
import { createAuthenticator } from './modules/auth';
import { modules as allModules } from './modules';
import { operationRecorder } from './modules/audit';
import { createNotifier, liveOf } from './modules/messages';
import { shareSearchIndexChanges } from './modules/job-search';

export type TBuildOptions = {
  config: TConfig;
  database: TDatabase;
  modules?: TModule[];
  /** false: silent (tests); a stream: the log lines go there (the personal-data suite scans them). */
  logger?: boolean | { stream: NodeJS.WritableStream };
};

/** Transport failures keep their HTTP status; the body is still an envelope with a fixed text. */
const TRANSPORT_MESSAGES: Record<number, string> = {
  400: 'badRequest',
  404: 'code404',
  413: 'payloadTooLarge',
  415: 'unsupportedMedia',
  429: 'tooManyRequests',
};

/**
 * Envelope code of a statement cancelled at the statement timeout ("service unavailable"). In the
 * envelope like every answer the user is meant to read (the client shows its message as a
 * warning); the HTTP status stays 200 so that a proxy does not take the node for unhealthy.
 */
export const SEARCH_BUSY_CODE = 503;

/** PostgreSQL's query_canceled (SQLSTATE 57014), which the pool's statement_timeout raises; drizzle wraps it. */
function isStatementTimeout(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i += 1) {
    if ((e as { code?: unknown }).code === '57014') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Largest WebSocket message a client may send to the live channel (it sends none but pongs). */
export const WS_MAX_MESSAGE_BYTES = 4 * 1024;

/** Builds the whole application (used by main.ts and by the API tests through inject). */
export type TRegisteredRoute = {
  method: string;
  url: string;
  guard: string | undefined;
  /** Lands in the operation log; `auditDeclared` is its own account of its action, if any. */
  audited: boolean;
  auditDeclared?: TAuditDeclaration;
};

export async function buildApp(
  opts: TBuildOptions,
): Promise<{ app: FastifyInstance; deps: TDeps; routes: TRegisteredRoute[] }> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof opts.logger === 'object' ? { stream: opts.logger.stream } : {}),
          },
    // One line per request drowns the start banner; operators turn it on with RCWB_LOG_LEVEL=debug.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // Routes declare larger bodies where they take them (core/route.ts); nothing else needs more.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Off unless configured: a client must not pick its own address (per-address limits).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  const settings = createSettings(database.db, config);
  const shared = createSharedState(config.redisUrl, app.log);
  shared.bus.subscribe(SETTINGS_CHANGED, () => settings.reload());
  const deps: TDeps = {
    shared,
    config,
    settings,
    db: database.db,
    database,
    cipher: nodeSm4Cipher(config.wireKey),
    log: app.log,
    authenticate: createAuthenticator(database.db, settings),
    // Stored messages are pushed live to the recipient's sockets (modules/messages/live.ts).
    notifier: createNotifier(database.db, (accountId, frame) => liveOf(deps).push(accountId, frame)),
    // Replaced below once the modules' jobs are known (they are built from these deps).
    jobs: undefined as unknown as TDeps['jobs'],
    searchDb: limitStatements(
      database.db,
      searchSlots(config.searchConcurrency, database.pool.options.max ?? 10),
    ),
  };
  // Before the modules build their caches: the search index's writes are this app's and the
  // other nodes'.
  shareSearchIndexChanges(database.db, shared.bus);
  const modules = opts.modules ?? allModules;
  const backgroundJobs: TBackgroundJob[] = modules.flatMap((m) => m.jobs?.(deps) ?? []);
  deps.jobs = createJobRunner({
    pool: database.pool,
    log: app.log,
    jobs: backgroundJobs,
    enabled: config.jobsEnabled,
  });
  // The stored run-time parameters are read before the first request; jobs start with the app
  // and stop before its database is closed.
  // Redis first: the bus must hear the other nodes before this one serves anything.
  app.addHook('onReady', () => shared.start());
  app.addHook('onClose', () => shared.stop());
  app.addHook('onReady', () => settings.start());
  app.addHook('onClose', async () => settings.stop());
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());
  // Every route must declare its guard; the list lets a test hold them to the authorization matrix.
  const routes: TRegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD')
        routes.push({
          method,
          url: r.url,
          guard: r.config?.guard && describeGuard(r.config.guard),
          audited: r.config?.audit?.audited ?? false,
          auditDeclared: r.config?.audit?.declared,
        });
    }
  });

  // The security headers' middleware is built once: the framework's plugin builds it again for
  // every request (parsing the policy each time, a twentieth of a cached answer's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The component library injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Inner-link menu entries show external pages in an iframe.
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, next) =>
    securityHeaders(req.raw, reply.raw, (err) => next(err as Error | undefined)),
  );
  // With Redis the counts are shared by every node. While it cannot be reached the limits are not
  // applied (skipOnError): refusing every sign-in would be worse; the workbench shows it down.
  await app.register(rateLimit, {
    global: false,
    ...(shared.redis ? { redis: shared.redis, nameSpace: 'rcwb:rl:', skipOnError: true } : {}),
  });
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 5 * 1024 * 1024 + 1 } });
  // The live channel only pushes to the browser: what a client sends is never larger than this.
  await app.register(websocket, { options: { maxPayload: WS_MAX_MESSAGE_BYTES } });

  // JSON bodies deeper than any input of ours are refused before they are parsed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(Object.assign(new Error('JSON nested too deeply'), { statusCode: 400 }), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });

  app.setErrorHandler((error: FastifyError | AppError | WireFormatError, req, reply) => {
    const locale = pickLocale(req.headers['accept-language']);
    if (error instanceof AppError) {
      const body = { code: error.code, msg: translate(locale, error.messageKey, error.params) };
      return reply.send(error.data === undefined ? body : { ...body, data: error.data });
    }
    if (error instanceof WireFormatError) {
      return reply.status(400).send({ code: 400, msg: translate(locale, 'badRequest') });
    }
    const status = (error as FastifyError).statusCode;
    if (status && TRANSPORT_MESSAGES[status]) {
      return reply.status(status).send({ code: status, msg: translate(locale, TRANSPORT_MESSAGES[status]) });
    }
    if (isStatementTimeout(error)) {
      // A search that PostgreSQL cancelled at the statement timeout: the user can retry or narrow
      // it, so they are told that rather than "unknown error". Not an error of ours to page on.
      req.log.warn({ url: req.routeOptions.url }, 'statement cancelled at the statement timeout');
      return reply.send({ code: SEARCH_BUSY_CODE, msg: translate(locale, 'searchBusy') });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.send({ code: 500, msg: translate(locale, 'codeDefault') });
  });

  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  const page = hasWeb ? pageHtml(config.webDist, '/rcwb/') : undefined;
  app.setNotFoundHandler((req, reply) => {
    const locale = pickLocale(req.headers['accept-language']);
    // Client-side routes of the single-page app get its index; missing assets stay 404.
    const isPage =
      req.method === 'GET' && req.url.startsWith('/rcwb/') && !req.url.startsWith('/rcwb/assets/');
    if (isPage && page) {
      const html = page(req.url.split('?')[0]!, req.headers['accept-language']);
      return reply
        .headers({ 'cache-control': 'no-cache', vary: 'accept-language' })
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.status(404).send({ code: 404, msg: translate(locale, 'code404') });
  });

  // Envelopes go out encrypted when the client asks (restype: sm4); bytes and uploads stay plain.
  // Repeated answers come encrypted already (core/envelope-memo.ts), as plain text.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!asksEncrypted(req) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    markEncrypted(reply);
    // The payload is the envelope as the framework serialised it: encrypted as it is.
    return encodeResponseText(deps.cipher, payload);
  });

  const duplicates = shared.redis ? createSharedDuplicateGuard(shared.redis) : createDuplicateGuard();
  for (const m of modules) {
    if (m.routes) mountRoutes(app, m.routes(deps), deps, { duplicates, recorder: operationRecorder });
    if (m.plugin) await m.plugin(app, deps);
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/rcwb/',
      wildcard: true,
      index: 'index.html',
      // Serves the .br/.gz files the build writes next to each asset.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; the index must be revalidated to pick up new ones.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/', { config: { guard: { kind: 'public' } } }, (_req, reply) => reply.redirect('/rcwb/'));
  app.get('/rcwb', { config: { guard: { kind: 'public' } } }, (_req, reply) => reply.redirect('/rcwb/'));
  return { app, deps, routes };
}
