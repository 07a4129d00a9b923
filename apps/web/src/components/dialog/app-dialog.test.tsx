import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { AppDialog } from './app-dialog';
import { confirmDialog } from './confirm';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(cleanup);
// Static confirms render in their own root, outside testing-library's cleanup: remove them before
// the environment goes, or their close animation schedules React work after jsdom is gone.
afterAll(async () => {
  await act(async () => {
    Modal.destroyAll();
    // Unmounting is scheduled work too: let it run while the environment still exists.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
});

function Harness({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    // No motion: the dialog closes at once, as it would after its animation.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <AppDialog
        open={open}
        title="Edit"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        footer={null}
      >
        <input aria-label="inside" />
      </AppDialog>
    </ConfigProvider>
  );
}

describe('AppDialog', () => {
  it('ignores backdrop clicks, closes on Escape and gives focus back', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'open' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    // Focus moves into the dialog while it is open.
    await waitFor(() => expect(dialog.parentElement?.contains(document.activeElement)).toBe(true));

    const wrap = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with the close button', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('confirmDialog', () => {
  it('resolves true on OK and false on Cancel, with the default title', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog('Really delete?');
    });
    await screen.findByText('Really delete?');
    expect(screen.getAllByText('Notice').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirmDialog({ content: 'Leave?', title: 'Unsaved', okText: 'Leave', cancelText: 'Stay' });
    });
    await screen.findByText('Leave?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await expect(answer).resolves.toBe(false);
  });
});
