import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '@/components/upload/upload-request';
import { chooseFiles, fileOf, setUpUploads } from '@/components/upload/upload-test-utils';
import { ownerOf } from '@/test/owner-of';
import { PhotoInput, type TPhoto } from './photo-input';

vi.mock('@/components/upload/upload-request', () => ({ uploadWithProgress: vi.fn() }));

const uploads = setUpUploads(vi.mocked(uploadWithProgress));

const Owner = ownerOf(PhotoInput, null as TPhoto | null);

const images = () => screen.queryAllByRole('img').filter((el) => el.tagName === 'IMG');

// antd in jsdom is slow to start on a busy machine.
describe('PhotoInput', { timeout: 30_000 }, () => {
  it('stores an uploaded picture as its file id and address, and shows it', async () => {
    const onChange = vi.fn();
    const { container } = render(<Owner initial={null} onChange={onChange} />);
    chooseFiles(container, [fileOf('me.png', 100)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0]!.resolve('/files/ab12', 7));
    expect(onChange).toHaveBeenLastCalledWith({ id: '7', url: '/files/ab12' });
    expect(images().map((img) => img.getAttribute('src'))).toEqual(['/api/files/ab12']);
  });

  it('shows the stored photo under the API prefix; removing it empties the value', async () => {
    const onChange = vi.fn();
    render(<Owner initial={{ id: 'f1', url: '/files/cd34' }} onChange={onChange} />);
    expect(images().map((img) => img.getAttribute('src'))).toEqual(['/api/files/cd34']);
    act(() => screen.getByRole('button', { name: /remove/i }).click());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });
});
