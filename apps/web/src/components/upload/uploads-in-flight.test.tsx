import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload';
import { ImageUpload } from './image-upload';
import { uploadWithProgress } from './upload-request';
import { setUpUploads } from './upload-test-utils';
import { UploadsInFlightScope, useUploadsInFlight } from './uploads-in-flight';

vi.mock('./upload-request', () => ({ uploadWithProgress: vi.fn() }));

const uploads = setUpUploads(vi.mocked(uploadWithProgress));
const ID = '11111111-1111-4111-8111-111111111111';

/** A form with two uploads and a submit that waits for them. */
function TwoUploadsForm() {
  const inFlight = useUploadsInFlight();
  return (
    <form>
      <UploadsInFlightScope value={inFlight.tally}>
        <FileUpload id="doc" />
        <ImageUpload id="photo" />
      </UploadsInFlightScope>
      <button type="submit" disabled={inFlight.busy}>
        Hand in
      </button>
    </form>
  );
}

describe('uploads in flight', { timeout: 30_000 }, () => {
  it('keeps the submit disabled until every upload of the form has ended', async () => {
    const { container } = render(<TwoUploadsForm />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Hand in' });
    expect(submit.disabled).toBe(false);
    const [doc, photo] = container.querySelectorAll<HTMLInputElement>('input[type=file]');
    fireEvent.change(doc!, { target: { files: [new File(['a'], 'a.pdf')] } });
    fireEvent.change(photo!, { target: { files: [new File(['b'], 'b.png', { type: 'image/png' })] } });
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(submit.disabled).toBe(true);
    await act(async () => uploads[0]!.resolve(`/talent/file/${ID}`));
    // One still sending: a form handed in now would go without it.
    expect(submit.disabled).toBe(true);
    await act(async () => uploads[1]!.reject(new Error('network')));
    await waitFor(() => expect(submit.disabled).toBe(false));
  });
});
