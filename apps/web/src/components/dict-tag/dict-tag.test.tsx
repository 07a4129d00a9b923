import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import type { DictEntry } from '@/lib/dict';
import { resetMissingDictWarnings } from '@/lib/dict/hooks/missing-dict';
import { ApiError, api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { DictTag } from './dict-tag';
import { DictValue } from './dict-value';
import { renderWithQuery } from '@/test/render';

// The API client is faked at its edge: the dictionary hooks and their cache are the real ones.
vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const getDict = vi.mocked(api.get);

const entry = (dictValue: string, dictLabel: string, listClass = '', cssClass = ''): DictEntry => ({
  dictType: 'account_status',
  dictValue,
  dictLabel,
  listClass,
  cssClass,
  sort: 0,
  parentValue: null,
});

const STATUS = [
  entry('active', 'Active', 'success'),
  entry('locked', 'Locked', 'warning', 'emphasis'),
  entry('plain', 'Plain', 'default', 'muted'),
  entry('bare', 'Bare'),
];
const YES_NO = [entry('1', 'Yes', 'primary'), entry('0', 'No', 'danger')];

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  getDict.mockReset();
  resetMissingDictWarnings();
});

describe('<DictTag>', () => {
  it('shows a coloured tag for a listClass, plain text for default or none', () => {
    render(<DictTag options={STATUS} value={['active', 'locked', 'plain', 'bare']} />);
    const active = screen.getByText('Active');
    expect(active.className).toContain('ant-tag');
    expect(active.className).toContain('ant-tag-success');
    const locked = screen.getByText('Locked');
    expect(locked.className).toContain('ant-tag-warning');
    expect(locked.className).toContain('emphasis');
    const plain = screen.getByText('Plain');
    expect(plain.tagName).toBe('SPAN');
    expect(plain.className).toBe('muted');
    expect(screen.getByText('Bare').className).toBe('');
  });

  it('compares loosely: numbers and booleans match their text values', () => {
    const { container, rerender } = render(<DictTag options={YES_NO} value={1} />);
    expect(container.textContent).toBe('Yes');
    rerender(<DictTag options={YES_NO} value={true} />);
    expect(container.textContent).toBe('Yes');
    rerender(<DictTag options={YES_NO} value={false} />);
    expect(container.textContent).toBe('No');
    expect(screen.getByText('No').className).toContain('ant-tag-error');
  });

  it('takes lists and comma-separated text; unknown values stay visible as text', () => {
    const { container, rerender } = render(<DictTag options={YES_NO} value="1,0" />);
    expect(container.textContent).toBe('YesNo');
    rerender(<DictTag options={YES_NO} value={['0', '7']} />);
    expect(container.textContent).toBe('No7 ');
    rerender(<DictTag options={YES_NO} value={['7']} showUnknown={false} />);
    expect(container.textContent).toBe('');
    rerender(<DictTag options={YES_NO} value={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('<DictValue>', () => {
  const renderValue = (type: string, value: unknown) =>
    renderWithQuery(<DictValue type={type} value={value} />);

  it('loads the dictionary by type and shows the label', async () => {
    getDict.mockResolvedValue(STATUS);
    renderValue('account_status', 'locked');
    expect((await screen.findByText('Locked')).className).toContain('ant-tag');
    expect(getDict).toHaveBeenCalledWith(
      '/web-auth/dict/listAll',
      { dictTypes: 'account_status' },
      expect.anything(),
    );
  });

  it('only warns in the console, once, when a dictionary is missing or fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    getDict.mockResolvedValue([]);
    const { container } = renderValue('nope', 'x');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[dict] dictionary "nope" is missing or empty'));
    expect(container.textContent).toBe('x ');
    cleanup();
    renderValue('nope', 'y');
    await new Promise((r) => setTimeout(r, 20));
    expect(warn).toHaveBeenCalledTimes(1);

    getDict.mockRejectedValue(new ApiError('network', 'down'));
    renderValue('broken', 'z');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[dict] dictionary "broken" could not be loaded'));
  });
});
