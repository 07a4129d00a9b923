import { describe, expect, it, vi } from 'vitest';
import { isAllowedHref, resolveHref } from './link-rules';

describe('isAllowedHref', () => {
  it('allows http(s), mailto, tel and in-site addresses', () => {
    for (const href of [
      'https://a.example',
      'HTTP://a.example',
      'mailto:a@b.c',
      'tel:+86 10',
      '/rcwb/recruitment',
      '#intro',
      '?page=2',
      'report.pdf',
      'example.com:8080/x',
    ]) {
      expect(isAllowedHref(href)).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative and empty addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a',
      '//evil.example',
      '\\\\evil',
      '',
    ]) {
      expect(isAllowedHref(href)).toBe(false);
    }
  });
});

describe('resolveHref', () => {
  it('asks about mailto: for email addresses and adds it when accepted', async () => {
    const ask = vi.fn(async () => true);
    await expect(resolveHref(' someone@example.com ', ask)).resolves.toBe('mailto:someone@example.com');
    expect(ask).toHaveBeenCalledWith('mailto:');
  });

  it('asks about http:// for external addresses without a scheme', async () => {
    const ask = vi.fn(async () => true);
    await expect(resolveHref('www.example.com/a', ask)).resolves.toBe('http://www.example.com/a');
    expect(ask).toHaveBeenCalledWith('http://');
  });

  it('keeps the address as typed when the prefix is declined', async () => {
    await expect(resolveHref('www.example.com', async () => false)).resolves.toBe('www.example.com');
  });

  it('does not ask for addresses that need no prefix', async () => {
    const ask = vi.fn(async () => true);
    for (const href of ['https://a.example', 'mailto:a@b.c', '/path', '#top']) {
      await expect(resolveHref(href, ask)).resolves.toBe(href);
    }
    expect(ask).not.toHaveBeenCalled();
  });

  it('refuses addresses that are not allowed', async () => {
    await expect(resolveHref('javascript:alert(1)', async () => true)).resolves.toBeNull();
  });
});
