import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '@/components/upload/upload-request';
import { setUpUploads } from '@/components/upload/upload-test-utils';
import { ownerOf } from '@/test/owner-of';
import { MaterialsUpload, type Uploads } from './files';

vi.mock('@/components/upload/upload-request', () => ({ uploadWithProgress: vi.fn() }));

const uploads = setUpUploads(vi.mocked(uploadWithProgress));
const Owner = ownerOf(MaterialsUpload, {} as Uploads);
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

describe('MaterialsUpload', { timeout: 30_000 }, () => {
  it('keeps both materials when the second upload started before the first one finished', async () => {
    const onChange = vi.fn();
    const { container } = render(<Owner names={['Degree', 'Contract']} onChange={onChange} />);
    const [first, second] = container.querySelectorAll<HTMLInputElement>('input[type=file]');
    fireEvent.change(first!, { target: { files: [new File(['a'], 'degree.pdf')] } });
    fireEvent.change(second!, { target: { files: [new File(['b'], 'contract.pdf')] } });
    await waitFor(() => expect(uploads).toHaveLength(2));
    await act(async () => uploads[1]!.resolve(`/talent/file/${ID_B}`));
    await act(async () => uploads[0]!.resolve(`/talent/file/${ID_A}`));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        Degree: [`/talent/file/${ID_A}`],
        Contract: [`/talent/file/${ID_B}`],
      }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
