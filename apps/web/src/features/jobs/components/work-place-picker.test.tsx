import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render';
import { jobsAdminUi } from '../jobs-admin.back-office.i18n';
import { WorkPlacePicker } from './work-place-picker';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});

type TPlace = { value: string; label: string; children?: TPlace[] };
const place = (value: string, label: string, children?: TPlace[]): TPlace => ({
  value,
  label,
  ...(children ? { children } : {}),
});

/** Two provinces with a 鼓楼区 each, as the area dictionary serves them in each language. */
const TREES: Record<string, unknown> = {
  en: [
    place('320000', 'Jiangsu', [place('320100', 'Nanjing', [place('320106', 'Gulou District')])]),
    place('350000', 'Fujian', [
      place('350100', 'Fuzhou', [place('350102', 'Gulou District'), place('350104', 'Cangshan District')]),
    ]),
  ],
  'zh-CN': [
    place('320000', '江苏省', [place('320100', '南京市', [place('320106', '鼓楼区')])]),
    place('350000', '福建省', [
      place('350100', '福州市', [place('350102', '鼓楼区'), place('350104', '仓山区')]),
    ]),
  ],
};

function Harness({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <WorkPlacePicker
      aria-label="Work place"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const search = async (text: string) => {
  // The trees load first: a search before them finds nothing.
  await screen.findByRole('checkbox', { name: /Fujian|福建省/ });
  const input = screen.getByRole('combobox', { name: 'Work place' });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  return waitFor(() => {
    const found = [...document.querySelectorAll('.ant-cascader-menu-item')].map((e) => e.textContent);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join()).not.toContain('No data');
    return found;
  });
};

beforeAll(() => {
  installDomShims();
  i18n.addResourceBundle('en', 'translation', jobsAdminUi.en, true, true);
  i18n.addResourceBundle('zh-CN', 'translation', jobsAdminUi['zh-CN'], true, true);
});
beforeEach(() => {
  vi.mocked(api.get).mockImplementation(
    async (_url: string, _p: unknown, options?: { locale?: string }) => TREES[options?.locale ?? 'en'],
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('work place picker', () => {
  it('offers the portal’s region, finds a place by its pinyin and shows the whole path once chosen', async () => {
    await i18n.changeLanguage('en');
    const chosen = vi.fn();
    renderWithQuery(<Harness onChange={chosen} />);
    expect(await search('gulou')).toEqual(['Fujian / Fuzhou / Gulou District']);
    fireEvent.click(screen.getByText('Gulou', { exact: false, selector: '.ant-cascader-menu-item *' }));
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('350102'));
    expect(document.querySelector('.ant-select-content, .ant-select-selection-item')!.textContent).toBe(
      'Fujian / Fuzhou / Gulou District',
    );
  });

  it('finds a place by its Chinese name in English and by its English name in Chinese', async () => {
    await i18n.changeLanguage('en');
    renderWithQuery(<Harness onChange={vi.fn()} />);
    expect(await search('鼓楼')).toEqual(['Fujian / Fuzhou / Gulou District']);
    cleanup();
    await i18n.changeLanguage('zh-CN');
    renderWithQuery(<Harness onChange={vi.fn()} />);
    expect(await search('Cangshan')).toEqual(['福建省 / 福州市 / 仓山区']);
  });

  it('offers the rest of the country once asked', async () => {
    await i18n.changeLanguage('en');
    renderWithQuery(<Harness onChange={vi.fn()} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'A place outside Fujian' }));
    expect((await search('gulou')).sort()).toEqual([
      'Fujian / Fuzhou / Gulou District',
      'Jiangsu / Nanjing / Gulou District',
    ]);
  });
});
