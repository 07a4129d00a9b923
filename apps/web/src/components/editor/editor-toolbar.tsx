import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  BoldOutlined,
  CodeOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  MinusOutlined,
  NumberOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  SnippetsOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Select, Tooltip } from 'antd';
import styles from './editor.module.css';

type Level = 1 | 2 | 3 | 4;
const LEVELS: Level[] = [1, 2, 3, 4];

type ToolbarProps = {
  editor: Editor;
  disabled: boolean;
  onLink: () => void;
  onImage: () => void;
  onAnchor: () => void;
};

type ToolProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Toggle state for marks and blocks; omitted for plain actions. */
  active?: boolean;
  disabled?: boolean;
};

function Tool({ label, icon, onClick, active, disabled }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // Keep the text selection: a mouse-down on the button would otherwise take focus first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** The editor's toolbar; each control names itself and shows whether it is on. */
export function EditorToolbar({ editor, disabled, onLink, onImage, onAnchor }: ToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();

  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className={styles.toolbar}>
      <Select<number>
        size="small"
        className={styles.blockType}
        aria-label={t('editor.blockType')}
        disabled={disabled}
        value={state.level}
        options={[
          { value: 0, label: t('editor.paragraph') },
          ...LEVELS.map((level) => ({ value: level, label: t('editor.heading', { level }) })),
        ]}
        onChange={(level) =>
          level === 0
            ? run().setParagraph().run()
            : run()
                .setHeading({ level: level as Level })
                .run()
        }
      />
      <Tool
        label={t('editor.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => run().toggleBold().run()}
      />
      <Tool
        label={t('editor.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => run().toggleItalic().run()}
      />
      <Tool
        label={t('editor.underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={disabled}
        onClick={() => run().toggleUnderline().run()}
      />
      <Tool
        label={t('editor.strike')}
        icon={<StrikethroughOutlined />}
        active={state.strike}
        disabled={disabled}
        onClick={() => run().toggleStrike().run()}
      />
      <Tool
        label={t('editor.code')}
        icon={<CodeOutlined />}
        active={state.code}
        disabled={disabled}
        onClick={() => run().toggleCode().run()}
      />
      <span className={styles.separator} aria-hidden />
      <Tool
        label={t('editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => run().toggleBulletList().run()}
      />
      <Tool
        label={t('editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => run().toggleOrderedList().run()}
      />
      <Tool
        label={t('editor.blockquote')}
        icon={
          <span className={styles.glyph} aria-hidden>
            {'\u201C'}
          </span>
        }
        active={state.blockquote}
        disabled={disabled}
        onClick={() => run().toggleBlockquote().run()}
      />
      <Tool
        label={t('editor.codeBlock')}
        icon={<SnippetsOutlined />}
        active={state.codeBlock}
        disabled={disabled}
        onClick={() => run().toggleCodeBlock().run()}
      />
      <Tool
        label={t('editor.horizontalRule')}
        icon={<MinusOutlined />}
        disabled={disabled}
        onClick={() => run().setHorizontalRule().run()}
      />
      <span className={styles.separator} aria-hidden />
      <Tool
        label={t('editor.link')}
        icon={<LinkOutlined />}
        active={state.link}
        disabled={disabled}
        onClick={onLink}
      />
      <Tool
        label={t('editor.unlink')}
        icon={<DisconnectOutlined />}
        disabled={disabled || !state.link}
        onClick={() => run().extendMarkRange('link').unsetLink().run()}
      />
      <Tool label={t('editor.image')} icon={<PictureOutlined />} disabled={disabled} onClick={onImage} />
      <Tool label={t('editor.anchor')} icon={<NumberOutlined />} disabled={disabled} onClick={onAnchor} />
      <span className={styles.separator} aria-hidden />
      <Tool
        label={t('editor.undo')}
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => run().undo().run()}
      />
      <Tool
        label={t('editor.redo')}
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => run().redo().run()}
      />
    </div>
  );
}
