// Only the lazy wrapper and types here: importing this barrel must not pull TipTap into a bundle.
export { LazyRichTextEditor } from './lazy-rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor';
export type { EditorImageRules } from './editor-images';
export { isAllowedHref, resolveHref } from './link-rules';
