import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { ownerOf } from '@/test/owner-of';
import { ImageUpload } from './image-upload';
import { uploadWithProgress } from './upload-request';
import { chooseFiles, fileOf, setUpUploads } from './upload-test-utils';

vi.mock('./upload-request', () => ({ uploadWithProgress: vi.fn() }));
vi.mock('@/lib/feedback/feedback', () => ({
  feedback: { error: vi.fn(), warning: vi.fn(), loading: vi.fn(() => () => undefined), confirm: vi.fn() },
}));

const uploads = setUpUploads(vi.mocked(uploadWithProgress));

const Owner = ownerOf(ImageUpload, [] as string[]);

const errors = () => vi.mocked(feedback.error).mock.calls.map((call) => call[0]);
const images = () => screen.queryAllByRole('img').filter((el) => el.tagName === 'IMG');

// antd in jsdom is slow to start on a busy machine.
describe('ImageUpload', { timeout: 30_000 }, () => {
  it('shows stored pictures under the API prefix and leaves absolute URLs alone', () => {
    render(<Owner initial={['/files/a1', 'https://cdn.example.com/b.png']} />);
    expect(images().map((img) => img.getAttribute('src'))).toEqual([
      '/api/files/a1',
      'https://cdn.example.com/b.png',
    ]);
    expect(screen.getByText('Maximum 5, each at most 5 MB, formats: png/jpg/jpeg')).toBeTruthy();
  });

  it('uploads a chosen picture with progress and stores its URL without /api', async () => {
    const onChange = vi.fn();
    const { container } = render(<Owner initial={['/files/a1']} onChange={onChange} />);
    chooseFiles(container, [fileOf('photo.PNG', 100)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(vi.mocked(uploadWithProgress).mock.calls[0]![1]).toMatchObject({ kind: 'image' });

    const bar = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
    act(() => uploads[0]!.progress(40));
    await waitFor(() => expect(bar()).toBe('40'));
    // The transport's 100 % means "sent", not "stored": the bar waits for the answer.
    act(() => uploads[0]!.progress(100));
    await waitFor(() => expect(bar()).toBe('99'));

    await act(async () => uploads[0]!.resolve('/api/files/n2'));
    expect(onChange).toHaveBeenLastCalledWith(['/files/a1', '/files/n2']);
    expect(images().map((img) => img.getAttribute('src'))).toEqual(['/api/files/a1', '/api/files/n2']);
  });

  it('adds uploads that finish together to the newest list', async () => {
    const onChange = vi.fn();
    const { container } = render(<Owner onChange={onChange} />);
    chooseFiles(container, [fileOf('a.png', 1), fileOf('b.jpg', 1)]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    await act(async () => {
      uploads[1]!.resolve('/files/b');
      uploads[0]!.resolve('/files/a');
    });
    expect(onChange).toHaveBeenLastCalledWith(['/files/b', '/files/a']);
  });

  it.each([
    {
      what: 'another format',
      file: () => fileOf('a.gif', 10),
      message: 'wrong format: please upload files in the formats: png/jpg/jpeg',
    },
    {
      what: 'more than 5 MB',
      file: () => fileOf('a.png', 5 * 1024 * 1024 + 1),
      message: 'size cannot exceed 5 MB',
    },
    {
      what: 'a comma in the name',
      file: () => fileOf('a,b.png', 10),
      message: 'the file name cannot contain commas',
    },
  ])('refuses $what before sending', async ({ file, message }) => {
    const { container } = render(<Owner />);
    chooseFiles(container, [file()]);
    await waitFor(() => expect(errors()).toEqual([message]));
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('refuses a selection that would pass the count limit, all of it', async () => {
    const { container } = render(<Owner initial={['/files/1', '/files/2', '/files/3', '/files/4']} />);
    chooseFiles(container, [fileOf('a.png', 1), fileOf('b.png', 1)]);
    await waitFor(() => expect(errors()).toEqual(['file count cannot exceed 5']));
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('hides the add card at the limit', () => {
    const { rerender } = render(<ImageUpload value={['/files/1', '/files/2']} limit={3} />);
    expect(screen.getByText('Upload image')).toBeTruthy();
    rerender(<ImageUpload value={['/files/1', '/files/2', '/files/3']} limit={3} />);
    expect(screen.queryByText('Upload image')).toBeNull();
  });

  it('applies overridden types, size and limit', async () => {
    const { container } = render(<Owner fileTypes={['gif']} fileSize={1} limit={1} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('.gif');
    expect(input.multiple).toBe(false);
    chooseFiles(container, [fileOf('a.png', 10)]);
    chooseFiles(container, [fileOf('a.gif', 2 * 1024 * 1024)]);
    await waitFor(() =>
      expect(errors()).toEqual([
        'wrong format: please upload files in the formats: gif',
        'size cannot exceed 1 MB',
      ]),
    );
    expect(screen.getByText('Maximum 1, each at most 1 MB, formats: gif')).toBeTruthy();
  });

  it.each([
    { kind: 'network' as const, message: 'x', expected: ['upload image failed, please retry'] },
    { kind: 'timeout' as const, message: 'x', expected: ['upload image failed, please retry'] },
    {
      kind: 'business' as const,
      message: 'content does not match png',
      expected: ['content does not match png'],
    },
    { kind: 'session' as const, message: 'expired', expected: [] },
    { kind: 'aborted' as const, message: 'aborted', expected: [] },
  ])('explains a failed upload ($kind)', async ({ kind, message, expected }) => {
    const error = new ApiError(kind, message);
    const onChange = vi.fn();
    const { container } = render(<Owner onChange={onChange} />);
    chooseFiles(container, [fileOf('a.png', 1)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0]!.reject(error));
    expect(errors()).toEqual(expected);
    expect(onChange).not.toHaveBeenCalled();
    expect(images()).toHaveLength(0);
  });

  it('previews a picture in a dialog', async () => {
    render(<Owner initial={['/files/a1']} />);
    fireEvent.click(screen.getByTitle('Preview file'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(
      '/api/files/a1',
    );
  });

  it('removes a picture', () => {
    const onChange = vi.fn();
    render(<Owner initial={['/files/a', '/files/b']} onChange={onChange} />);
    fireEvent.click(screen.getAllByTitle('Remove file')[0]!);
    expect(onChange).toHaveBeenLastCalledWith(['/files/b']);
  });

  it('reorders by drag and drop and by Alt + arrow keys, keeping focus on the moved picture', async () => {
    const onChange = vi.fn();
    render(<Owner initial={['/files/a', '/files/b', '/files/c']} onChange={onChange} />);
    const items = () => screen.getAllByRole('group');
    expect(items()[0]!.getAttribute('aria-label')).toBe(
      'Image 1, position 1 of 3. Drag, or press Alt and an arrow key, to reorder.',
    );

    fireEvent.dragStart(items()[0]!);
    fireEvent.dragOver(items()[2]!);
    fireEvent.drop(items()[2]!);
    expect(onChange).toHaveBeenLastCalledWith(['/files/b', '/files/c', '/files/a']);

    items()[2]!.focus();
    fireEvent.keyDown(items()[2]!, { key: 'ArrowLeft', altKey: true });
    expect(onChange).toHaveBeenLastCalledWith(['/files/b', '/files/a', '/files/c']);
    await waitFor(() => expect(document.activeElement).toBe(items()[1]));
    expect(screen.getByText('Image 2 moved to position 2 of 3')).toBeTruthy();

    // Plain arrows and moves past the ends do nothing.
    onChange.mockClear();
    fireEvent.keyDown(items()[0]!, { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(items()[1]!, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works uncontrolled from defaultValue', async () => {
    const onChange = vi.fn();
    const { container } = render(<ImageUpload defaultValue={['/files/a']} onChange={onChange} />);
    chooseFiles(container, [fileOf('b.png', 1)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0]!.resolve('/files/b'));
    expect(onChange).toHaveBeenLastCalledWith(['/files/a', '/files/b']);
    expect(images()).toHaveLength(2);
  });
});
