import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render';
import { InviteDialog } from './invite-dialog';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } };
});

const POSTINGS = [
  { id: 31, title: 'Data analyst' },
  { id: 32, title: 'Java engineer' },
];

function renderDialog() {
  const onSent = vi.fn();
  const onClose = vi.fn();
  renderWithQuery(<InviteDialog talent={{ id: 7, maskedName: '张*' }} onClose={onClose} onSent={onSent} />);
  return { onSent, onClose };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no modal dialogs: opening one only sets `open`, as a browser shows it.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  vi.mocked(api.get).mockResolvedValue(POSTINGS);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('<InviteDialog>', () => {
  it('invites to the chosen published posting with the message, then reports it sent', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 1 });
    const { onSent } = renderDialog();
    expect(screen.getByText('Invite 张* to apply')).toBeTruthy();
    const posting = await screen.findByLabelText('Posting');
    // The posting is required (the message is not): the label carries the forms' required marker.
    expect(posting.closest('label')?.querySelector('span')?.className).toMatch(/required/);
    expect(api.get).toHaveBeenCalledWith('/talent/invitation/postings', undefined, expect.anything());
    fireEvent.change(posting, { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: '  Welcome!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith(
      '/talent/invitation',
      { resumeId: 7, jobId: 32, message: 'Welcome!' },
      { showError: false },
    );
  });

  it('shows the server’s refusal inside the dialog and stays open', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError('business', 'This person already has a pending invitation to this posting', { code: 601 }),
    );
    const { onSent } = renderDialog();
    fireEvent.change(await screen.findByLabelText('Posting'), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByTestId('invite-error')).textContent).toMatch(/pending invitation/);
    expect(onSent).not.toHaveBeenCalled();
    expect(api.post).toHaveBeenCalledWith(
      '/talent/invitation',
      { resumeId: 7, jobId: 31 },
      { showError: false },
    );
  });

  it('says so when the organisation has no published posting', async () => {
    vi.mocked(api.get).mockResolvedValue([]);
    renderDialog();
    expect((await screen.findByTestId('invite-no-postings')).textContent).toMatch(/Publish a posting first/);
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});
