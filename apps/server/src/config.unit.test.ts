import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_WIRE_KEY } from '@rcwb/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const root = path.resolve(import.meta.dirname, '../../..');

describe('RCWB_WIRE_KEY', () => {
  it('defaults to the shared development key', () => {
    expect(loadConfig({}).wireKey).toBe(DEFAULT_WIRE_KEY);
  });

  // Third-party clients cannot talk to a portal without the key, so the documents that describe
  // RCWB_WIRE_KEY state its default value, and must follow the code if it ever changes.
  it.each(['README.md', 'docs/api.md'])('%s states the development default', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(text).toContain('RCWB_WIRE_KEY');
    expect(text).toContain(DEFAULT_WIRE_KEY);
  });
});

describe('demo mode in production', () => {
  it('refuses demo accounts when NODE_ENV=production, unless allowed in so many words', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/RCWB_ALLOW_DEMO_IN_PRODUCTION/);
    expect(loadConfig({ NODE_ENV: 'production', RCWB_SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RCWB_ALLOW_DEMO_IN_PRODUCTION: 'on' }).seedDemo).toBe(true);
  });

  it('stays the default of the quick start outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });
});

describe('the footer facts (RCWB_SITE_*)', () => {
  it('are empty unless configured, and read trimmed', () => {
    expect(loadConfig({}).site).toEqual({ hostingBody: '', icpNumber: '', hotline: '' });
    expect(
      loadConfig({
        RCWB_SITE_HOSTING_BODY: ' 区域人才服务中心 ',
        RCWB_SITE_ICP_NUMBER: '闽ICP备00000000号-1',
        RCWB_SITE_HOTLINE: '0591-12345678',
      }).site,
    ).toEqual({
      hostingBody: '区域人才服务中心',
      icpNumber: '闽ICP备00000000号-1',
      hotline: '0591-12345678',
    });
  });
});

describe('RCWB_REDIS_URL', () => {
  it('is absent by default: a single node keeping its state in process', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ RCWB_REDIS_URL: '' }).redisUrl).toBeUndefined();
  });

  it('takes a redis:// or rediss:// URL and refuses anything else', () => {
    expect(loadConfig({ RCWB_REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/0',
    );
    expect(loadConfig({ RCWB_REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe(
      'rediss://cache.example:6380',
    );
    expect(() => loadConfig({ RCWB_REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/RCWB_REDIS_URL/);
  });

  it('lets cached searches live longer by default when the nodes share invalidation', () => {
    expect(loadConfig({}).searchCache.ttlMs).toBe(30_000);
    expect(loadConfig({ RCWB_REDIS_URL: 'redis://127.0.0.1:6379' }).searchCache.ttlMs).toBe(600_000);
    const set = { RCWB_REDIS_URL: 'redis://127.0.0.1:6379', RCWB_SEARCH_CACHE_TTL_SECONDS: '45' };
    expect(loadConfig(set).searchCache.ttlMs).toBe(45_000);
  });
});
