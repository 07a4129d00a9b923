import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoredImages } from './use-stored-images';

const saved = [
  { id: 'p1', url: '/files/aa' },
  { id: 'p2', url: '/files/bb' },
];

describe('useStoredImages', () => {
  it("sends the ids of the record's pictures in the order shown: upload, reorder, remove", () => {
    const { result } = renderHook(() => useStoredImages(saved));
    expect(result.current.uploadProps.value).toEqual(['/files/aa', '/files/bb']);
    expect(result.current.ids).toEqual(['p1', 'p2']);

    act(() => {
      result.current.uploadProps.onUploaded({ id: 'p3', url: '/files/cc', name: 'c.png' });
      result.current.uploadProps.onChange(['/files/aa', '/files/bb', '/files/cc']);
    });
    expect(result.current.ids).toEqual(['p1', 'p2', 'p3']);

    act(() => result.current.uploadProps.onChange(['/files/cc', '/files/aa']));
    expect(result.current.ids).toEqual(['p3', 'p1']);

    act(() => result.current.sync([{ id: 'p1', url: '/files/aa' }]));
    expect(result.current.uploadProps.value).toEqual(['/files/aa']);
    expect(result.current.ids).toEqual(['p1']);
  });
});
