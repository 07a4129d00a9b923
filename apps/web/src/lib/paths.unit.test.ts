import { describe, expect, it } from 'vitest';
import { appPath, fileUrl, loginPath, safeRedirect } from './paths';

describe('paths', () => {
  it('accepts only in-app redirects', () => {
    expect(safeRedirect('/g050103/index?page=2')).toBe('/g050103/index?page=2');
    expect(safeRedirect(null)).toBe('/index');
    expect(safeRedirect('https://evil.example')).toBe('/index');
    expect(safeRedirect('//evil.example')).toBe('/index');
    expect(safeRedirect('/\\evil.example')).toBe('/index');
    expect(safeRedirect('/login?redirect=/x')).toBe('/index');
  });

  it('strips the basename and builds login paths', () => {
    expect(appPath('/rcwb/index')).toBe('/index');
    expect(appPath('/rcwb')).toBe('/');
    expect(appPath('/rcwbx')).toBe('/rcwbx');
    expect(loginPath('/index?a=1')).toBe('/login?redirect=%2Findex%3Fa%3D1');
    expect(loginPath('/')).toBe('/login');
  });

  it('prefixes stored file paths with the API base only when needed', () => {
    expect(fileUrl('/files/a.png')).toBe('/api/files/a.png');
    expect(fileUrl('files/a.png')).toBe('/api/files/a.png');
    expect(fileUrl('/api/files/a.png')).toBe('/api/files/a.png');
    expect(fileUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(fileUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(fileUrl('')).toBeUndefined();
  });
});
