import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { i18n } from '@/lib/i18n';
import { uploadWithProgress } from '@/components/upload/upload-request';
import { fileOf } from '@/components/upload/upload-test-utils';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

vi.mock('@/components/upload/upload-request', () => ({ uploadWithProgress: vi.fn() }));
vi.mock('@/lib/feedback/feedback', () => ({
  feedback: { error: vi.fn(), warning: vi.fn(), loading: vi.fn(() => vi.fn()), confirm: vi.fn() },
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls the selection into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () =>
    Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
  // antd's responsive helpers ask for media queries.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(cleanup);

function Owner({ initial = '', onChange, ...props }: Partial<RichTextEditorProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<h2>Loaded</h2>')}>
        load
      </button>
    </>
  );
}

const editable = () => screen.getByRole('textbox', { name: 'Rich text content' });
/** TipTap hangs the editor on its editable element. */
const editorOf = () => (editable() as HTMLElement & { editor: Editor }).editor;
const tool = (name: string) => screen.getByRole('button', { name });
const errors = () => vi.mocked(feedback.error).mock.calls.map((call) => call[0]);

// ProseMirror and antd in jsdom are slow on a busy machine.
const slow = { timeout: 30_000 };

describe('RichTextEditor: content', slow, () => {
  it('shows the placeholder when empty, and a custom one when given', () => {
    const { unmount } = render(<Owner />);
    expect(editable().querySelector('p')?.getAttribute('data-placeholder')).toBe('please enter content');
    unmount();
    render(<Owner placeholder="Describe the job" />);
    expect(editable().querySelector('p')?.getAttribute('data-placeholder')).toBe('Describe the job');
  });

  it('shows the value, reports edits as HTML and "" when emptied', () => {
    const onChange = vi.fn();
    render(<Owner initial="<p>Hello</p>" onChange={onChange} />);
    expect(editable().innerHTML).toContain('Hello');
    act(() => {
      editorOf().commands.insertContentAt(editorOf().state.doc.content.size - 1, ' world');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');
    act(() => {
      editorOf().commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes outside value changes without echoing them', () => {
    const onChange = vi.fn();
    render(<Owner initial="<p>a</p>" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(editable().querySelector('h2')?.textContent).toBe('Loaded');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies toolbar formats and marks the active ones', () => {
    const onChange = vi.fn();
    render(<Owner initial="<p>Text</p>" onChange={onChange} />);
    act(() => {
      editorOf().commands.selectAll();
    });
    fireEvent.click(tool('Bold'));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Text</strong></p>');
    expect(tool('Bold').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tool('Italic'));
    fireEvent.click(tool('Bulleted list'));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong><em>Text</em></strong></p></li></ul>');
    fireEvent.click(tool('Undo'));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong><em>Text</em></strong></p>');
    fireEvent.click(tool('Quote'));
    expect(onChange).toHaveBeenLastCalledWith(
      '<blockquote><p><strong><em>Text</em></strong></p></blockquote>',
    );
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
  });

  it('never keeps base64 pictures from pasted HTML, and stores /files URLs without /api', () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    act(() => {
      editorOf().commands.setContent(
        '<p>x</p><img src="data:image/png;base64,AAAA"><img src="/api/files/k1" alt="a">',
        { emitUpdate: true },
      );
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>x</p><img src="/files/k1" alt="a">');
    // The editing view loads the picture from the API.
    expect(editable().querySelector('img')?.getAttribute('src')).toBe('/api/files/k1');
  });

  it('is read-only when disabled', () => {
    render(<Owner initial="<p>a</p>" disabled />);
    expect(editable().getAttribute('contenteditable')).toBe('false');
    expect(tool('Bold').hasAttribute('disabled')).toBe(true);
  });
});

describe('RichTextEditor: pictures', slow, () => {
  const choose = (container: HTMLElement, files: File[]) =>
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });

  it("keeps the browser's raw file control out of sight: the translated Image tool opens it", () => {
    const { container } = render(<Owner />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.hidden).toBe(true);
    expect(input.tabIndex).toBe(-1);
    const click = vi.spyOn(input, 'click');
    fireEvent.click(tool('Insert image'));
    expect(click).toHaveBeenCalledOnce();
  });

  it('uploads a chosen picture and inserts its stored URL', async () => {
    vi.mocked(uploadWithProgress).mockResolvedValue({ url: '/files/abc', id: 1 });
    const onChange = vi.fn();
    const { container } = render(<Owner onChange={onChange} />);
    choose(container, [fileOf('Team photo.png', 1000)]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<img src="/files/abc" alt="Team photo">'));
    expect(vi.mocked(uploadWithProgress).mock.calls[0]![1]).toEqual({ kind: 'image' });
    expect(feedback.loading).toHaveBeenCalledWith('Inserting image…');
  });

  it('refuses pictures over 5 MB or of other formats before sending', async () => {
    const { container } = render(<Owner />);
    choose(container, [fileOf('big.png', 5 * 1024 * 1024 + 1), fileOf('anim.gif', 10)]);
    await waitFor(() =>
      expect(errors()).toEqual([
        'size cannot exceed 5 MB',
        'wrong format: please upload files in the formats: png/jpg/jpeg',
      ]),
    );
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('says "image insert failed" when the upload fails', async () => {
    vi.mocked(uploadWithProgress).mockRejectedValue(new ApiError('business', 'refused'));
    const onChange = vi.fn();
    const { container } = render(<Owner onChange={onChange} />);
    choose(container, [fileOf('a.jpg', 10)]);
    await waitFor(() => expect(errors()).toEqual(['image insert failed']));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RichTextEditor: links and anchors', slow, () => {
  const openLink = async (href: string) => {
    fireEvent.click(tool('Link'));
    // (antd's test-mode ids break the dialog's accessible name in jsdom; check the title text.)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    within(dialog).getByText('Insert link');
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: href } });
    return dialog;
  };

  it('offers mailto: for an email address and links the selection', async () => {
    const onChange = vi.fn();
    render(<Owner initial="<p>Write</p>" onChange={onChange} />);
    act(() => {
      editorOf().commands.selectAll();
    });
    const dialog = await openLink('hr@example.com');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Open in a new window' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const question = await within(dialog).findByRole('alert');
    expect(question.textContent).toContain(
      'The URL you entered seems to be an email address. Do you want to add the required mailto: prefix?',
    );
    // The dialog's own OK waits for the answer.
    expect(within(dialog).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer" href="mailto:hr@example.com">Write</a></p>',
      ),
    );
  });

  it('offers http:// for an external address; declining keeps it as typed', async () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    const dialog = await openLink('www.example.com');
    fireEvent.change(within(dialog).getByLabelText('Text to display'), { target: { value: 'Site' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const question = await within(dialog).findByRole('alert');
    expect(question.textContent).toContain(
      'The URL you entered seems to be an external link. Do you want to add the required http:// prefix?',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a href="www.example.com">Site</a></p>'),
    );
  });

  it('refuses script addresses with a clear message', async () => {
    render(<Owner initial="<p>x</p>" />);
    const dialog = await openLink('javascript:alert(1)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText(/This address is not allowed/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('validates anchor ids and sets a valid one on the current block', async () => {
    const onChange = vi.fn();
    render(<Owner initial="<h2>Intro</h2>" onChange={onChange} />);
    fireEvent.click(tool('Anchor'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    within(dialog).getByText('Anchor');
    const input = within(dialog).getByLabelText('ID');
    fireEvent.change(input, { target: { value: '1-intro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText(
        'The ID should start with a letter, followed only by letters, numbers, dashes, dots, colons or underscores.',
      ),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'intro-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2 id="intro-1">Intro</h2>'));
  });
});
