import { Suspense, lazy } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror load only when a screen shows an editor.
const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/**
 * `RichTextEditor` behind React.lazy: screens use this one so the editor's code is its own chunk,
 * fetched on first use and never part of the sign-in, portal or shell bundles.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
