import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { theme } from 'antd';
import { i18n, useTranslation } from '@/lib/i18n';
import { acceptOf } from '@/components/upload/upload-rules';
import { AnchorDialog, type LinkResult, LinkDialog } from './editor-dialogs';
import { type EditorImageRules, imageFilesOf, insertImages } from './editor-images';
import { EditorToolbar } from './editor-toolbar';
import styles from './editor.module.css';
import { ANCHOR_BLOCKS, editorExtensions } from './extensions';

export type RichTextEditorProps = {
  /** HTML; '' when empty. Stored pictures are `/files/<key>` (no API prefix). */
  value?: string;
  onChange?: (html: string) => void;
  /** Defaults to 'please enter content' (editorPlaceholder). */
  placeholder?: string;
  disabled?: boolean;
  /** Height of the writing area in px (default 240). */
  minHeight?: number;
  /** Picture rules (default png/jpg/jpeg under 5 MB). */
  imageRules?: EditorImageRules;
  /** Put on the editable area so a form label or error can point at it. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
};

type DialogState = { kind: 'none' } | { kind: 'link'; key: number } | { kind: 'anchor'; key: number };

/** The HTML to store: '' when empty, without the empty paragraph kept at the end for typing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));

type EditableOptions = {
  id: string | undefined;
  label: string | undefined;
  labelledBy: string | undefined;
  describedBy: string | undefined;
  disabled: boolean;
  minHeight: number;
};

/** Attributes of the editable element: a labelled multi-line text box. */
function editableAttributes(o: EditableOptions): Record<string, string> {
  const attributes: Record<string, string> = {
    class: styles.content ?? '',
    role: 'textbox',
    'aria-multiline': 'true',
    style: `min-height: ${o.minHeight}px`,
  };
  if (o.id) attributes.id = o.id;
  if (o.labelledBy) attributes['aria-labelledby'] = o.labelledBy;
  if (o.label) attributes['aria-label'] = o.label;
  if (o.describedBy) attributes['aria-describedby'] = o.describedBy;
  if (o.disabled) attributes['aria-disabled'] = 'true';
  return attributes;
}

/**
 * Rich-text editor on TipTap (SPEC §5): toolbar for headings, marks, lists, quotes, code, links,
 * pictures, anchors and undo/redo; value is an HTML string. Pictures (chosen, pasted or dropped)
 * go through the upload endpoint and are inserted as URLs, never base64; links follow the SPEC
 * prompts; anchor ids follow the SPEC rule. The server sanitises what is saved
 * (sanitizeRichText). Heavy: load it with `LazyRichTextEditor` so it stays out of other bundles.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  disabled = false,
  minHeight = 240,
  imageRules,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The editor's own CSS takes the theme's colours, so it follows the theme colour and dark mode.
  const themeVars = {
    '--rte-text': token.colorText,
    '--rte-text-secondary': token.colorTextSecondary,
    '--rte-placeholder': token.colorTextPlaceholder,
    '--rte-link': token.colorLink,
    '--rte-border': token.colorBorder,
    '--rte-border-secondary': token.colorBorderSecondary,
    '--rte-bg': token.colorBgContainer,
    '--rte-bg-disabled': token.colorBgContainerDisabled,
    '--rte-primary': token.colorPrimary,
    '--rte-primary-bg': token.colorPrimaryBg,
    '--rte-fill': token.colorFillTertiary,
  } as CSSProperties;
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const fileInput = useRef<HTMLInputElement>(null);
  // What this component last reported, so that its own echo through `value` is not re-applied.
  const emitted = useRef<string | undefined>(value);
  const attributes = editableAttributes({
    id,
    label: labelledBy ? undefined : (ariaLabel ?? t('editor.content')),
    labelledBy,
    describedBy,
    disabled,
    minHeight,
  });

  const editor = useEditor({
    // Read when the editor is created; the default follows the language at every redraw.
    extensions: editorExtensions(() => placeholder ?? i18n.t('editorPlaceholder')),
    content: value ?? '',
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
  });

  useEffect(() => {
    const report = () => {
      const html = htmlOf(editor);
      emitted.current = html;
      onChange?.(html);
    };
    editor.on('update', report);
    return () => {
      editor.off('update', report);
    };
  }, [editor, onChange]);

  // Outside changes (form reset, loaded record) replace the content; our own echoes do not.
  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The editable element's attributes (labels follow the language) and the paste/drop handlers
  // that upload pictures follow the props.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: JSON.parse(attributesKey) as Record<string, string>,
        handlePaste: (_view, event) => {
          const files = imageFilesOf(event.clipboardData);
          if (!files.length) return false;
          void insertImages(editor, files, imageRules);
          return true;
        },
        handleDrop: (view, event, _slice, moved) => {
          const files = moved ? [] : imageFilesOf(event.dataTransfer);
          if (!files.length) return false;
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          void insertImages(editor, files, imageRules, at);
          return true;
        },
      },
    });
  }, [editor, attributesKey, imageRules]);

  // The dialog is unmounted on close, so focus goes back to where the writing was.
  const close = () => {
    setDialog({ kind: 'none' });
    editor.commands.focus();
  };
  const link = editor.getAttributes('link') as { href?: string; target?: string };
  const block = editor.state.selection.$from.parent;

  const applyLink = ({ href, newTab, text }: LinkResult) => {
    close();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === null) {
      chain.unsetLink().run();
      return;
    }
    const attrs = { href, target: newTab ? '_blank' : null, rel: newTab ? 'noopener noreferrer' : null };
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: text ?? href, marks: [{ type: 'link', attrs }] }).run();
    } else {
      chain.setLink(attrs).run();
    }
  };

  const applyAnchor = (anchor: string | null) => {
    close();
    const type = (ANCHOR_BLOCKS as readonly string[]).includes(block.type.name)
      ? block.type.name
      : 'paragraph';
    editor.chain().focus().updateAttributes(type, { id: anchor }).run();
  };

  return (
    <div className={styles.editor} style={themeVars} data-disabled={disabled || undefined}>
      <EditorToolbar
        editor={editor}
        disabled={disabled}
        onLink={() => setDialog({ kind: 'link', key: Date.now() })}
        onImage={() => fileInput.current?.click()}
        onAnchor={() => setDialog({ kind: 'anchor', key: Date.now() })}
      />
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        hidden
        multiple
        accept={acceptOf(imageRules?.types ?? ['png', 'jpg', 'jpeg'])}
        aria-label={t('editor.image')}
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) void insertImages(editor, files, imageRules);
        }}
      />
      {dialog.kind === 'link' ? (
        <LinkDialog
          key={dialog.key}
          open
          initial={{ href: link.href ?? '', newTab: link.target === '_blank' }}
          askText={editor.state.selection.empty && !editor.isActive('link')}
          onSubmit={applyLink}
          onCancel={close}
        />
      ) : null}
      {dialog.kind === 'anchor' ? (
        <AnchorDialog
          key={dialog.key}
          open
          initial={typeof block.attrs.id === 'string' ? block.attrs.id : ''}
          onSubmit={applyAnchor}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
