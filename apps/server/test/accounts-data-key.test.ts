import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalData, dataKeyHex, personalDataOf } from '../src/core/personal-data';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-data-key-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('the data key of personal data at rest', () => {
  it('uses RCWB_DATA_KEY when it is set, and writes nothing', async () => {
    const key = 'aa'.repeat(16);
    expect(dataKeyHex({ dataKey: key, dataDir: dir })).toBe(key);
    await expect(fs.stat(path.join(dir, 'secrets'))).rejects.toThrow();
  });

  it('otherwise makes one key into <dataDir>/secrets/data.key (0600) and keeps it', async () => {
    const first = dataKeyHex({ dataKey: undefined, dataDir: dir });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    const file = path.join(dir, 'secrets', 'data.key');
    expect(((await fs.stat(file)).mode & 0o777).toString(8)).toBe('600');
    expect(dataKeyHex({ dataKey: undefined, dataDir: dir })).toBe(first);
    // Records written with it read back after a restart (a new cipher on the same key).
    const stored = personalDataOf({ dataKey: undefined, dataDir: dir }).encrypt('350102199506181233');
    expect(createPersonalData(first).decrypt(stored)).toBe('350102199506181233');
  });

  it('refuses a key file that does not hold a key', async () => {
    const other = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-data-key-'));
    try {
      await fs.mkdir(path.join(other, 'secrets'));
      await fs.writeFile(path.join(other, 'secrets', 'data.key'), 'not a key');
      expect(() => dataKeyHex({ dataKey: undefined, dataDir: other })).toThrow(/does not hold/);
    } finally {
      await fs.rm(other, { recursive: true, force: true });
    }
  });

  it('derives separate keys: the blind index is keyed, deterministic, and not a plain hash', () => {
    const a = createPersonalData('11'.repeat(16));
    const b = createPersonalData('22'.repeat(16));
    expect(a.blindIndex('id-number', 'X')).toBe(a.blindIndex('id-number', 'X'));
    expect(a.blindIndex('id-number', 'X')).not.toBe(b.blindIndex('id-number', 'X'));
    expect(a.blindIndex('id-number', 'X')).not.toBe(a.codeHash('id-number:X'));
    expect(a.decrypt('v1.00.zz')).toBeNull();
  });

  it('reads nothing that another key wrote or that was changed, never garbage', () => {
    const a = createPersonalData('11'.repeat(16));
    const b = createPersonalData('22'.repeat(16));
    // Unauthenticated CBC let about one value in 256 through another key's padding check.
    for (let i = 0; i < 2000; i += 1) expect(b.decrypt(a.encrypt(`3501021995061812${i}`))).toBeNull();
    const stored = a.encrypt('350102199506181233');
    const [iv, ct, mac] = stored.split('.').slice(1) as [string, string, string];
    const flip = (hex: string, at: number) =>
      hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);
    expect(a.decrypt(['v2', flip(iv, 3), ct, mac].join('.'))).toBeNull();
    expect(a.decrypt(['v2', iv, flip(ct, 40), mac].join('.'))).toBeNull();
    expect(a.decrypt(['v2', iv, ct, flip(mac, 10)].join('.'))).toBeNull();
    expect(a.decrypt(['v2', iv, ct.slice(0, 32), mac].join('.'))).toBeNull();
  });

  it('still reads values written in the first format, without a MAC', () => {
    const a = createPersonalData('11'.repeat(16));
    const v1 =
      'v1.4c728b92caa901830b3bb2093be6f698.5ec947921f2e0ee7bf464c0451bcd2a5deaad74d71e785de40ec435b8295ed85';
    expect(a.decrypt(v1)).toBe('11010519491231002X');
    expect(createPersonalData('22'.repeat(16)).decrypt(v1)).toBeNull();
    expect(a.encrypt('11010519491231002X')).toMatch(/^v2\./);
  });

  it('rewrites a first-format value in the current one, and nothing else', () => {
    const a = createPersonalData('11'.repeat(16));
    const v1 =
      'v1.4c728b92caa901830b3bb2093be6f698.5ec947921f2e0ee7bf464c0451bcd2a5deaad74d71e785de40ec435b8295ed85';
    const upgraded = a.upgrade(v1);
    expect(upgraded).toMatch(/^v2\./);
    expect(a.decrypt(upgraded!)).toBe('11010519491231002X');
    expect(a.upgrade(upgraded!)).toBeNull();
    // Another key's value, or no value at all: left as it is rather than lost.
    expect(createPersonalData('22'.repeat(16)).upgrade(v1)).toBeNull();
    expect(a.upgrade('not a value')).toBeNull();
  });
});
