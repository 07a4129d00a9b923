import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoredFile } from './use-stored-file';

const licence = { id: 'f1', url: '/talent/file/f1', name: 'licence.pdf' };

describe('useStoredFile', () => {
  it("shows the record's file and sends its id", () => {
    const { result } = renderHook(() => useStoredFile(licence));
    expect(result.current.id).toBe('f1');
    expect(result.current.uploadProps.value).toEqual(['/talent/file/f1']);
    expect(result.current.uploadProps.fileNames).toEqual({ '/talent/file/f1': 'licence.pdf' });
  });

  it('takes a new upload, forgets a removed file and follows the saved record', () => {
    const { result } = renderHook(() => useStoredFile(null));
    expect(result.current.id).toBeNull();
    expect(result.current.uploadProps.value).toEqual([]);

    act(() => result.current.uploadProps.onUploaded({ id: 7, url: '/files/a.png', name: 'a.png' }));
    expect(result.current.id).toBe('7');
    expect(result.current.uploadProps.value).toEqual(['/files/a.png']);

    act(() => result.current.uploadProps.onChange([]));
    expect(result.current.id).toBeNull();

    act(() => result.current.sync(licence));
    expect(result.current.id).toBe('f1');
  });
});
