import { describe, expect, it } from 'vitest';
import { fileNameOf, toDisplayUrl, toStoredUrl } from './upload-url';

describe('upload URLs', () => {
  it('stores URLs without the /api prefix', () => {
    expect(toStoredUrl('/api/files/ab12')).toBe('/files/ab12');
    expect(toStoredUrl('/files/ab12')).toBe('/files/ab12');
    expect(toStoredUrl('/talent/file/7')).toBe('/talent/file/7');
    // Only a whole path segment is the prefix.
    expect(toStoredUrl('/apis/x')).toBe('/apis/x');
  });

  it('leaves absolute URLs alone in both directions', () => {
    for (const url of [
      'https://cdn.example.com/api/a.png',
      'http://x/api/files/1',
      'blob:http://x/1',
      '//cdn/a.png',
    ]) {
      expect(toStoredUrl(url)).toBe(url);
      expect(toDisplayUrl(url)).toBe(url);
    }
  });

  it('shows stored URLs under the API prefix, once', () => {
    expect(toDisplayUrl('/files/ab12')).toBe('/api/files/ab12');
    expect(toDisplayUrl('files/ab12')).toBe('/api/files/ab12');
    expect(toDisplayUrl('/api/files/ab12')).toBe('/api/files/ab12');
    expect(toDisplayUrl('')).toBe('');
  });

  it('names a file after the last path segment', () => {
    expect(fileNameOf('/files/ab12')).toBe('ab12');
    expect(fileNameOf('/upload/2024/%E7%AE%80%E5%8E%86.pdf?x=1')).toBe('简历.pdf');
    expect(fileNameOf('/upload/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
  });
});
