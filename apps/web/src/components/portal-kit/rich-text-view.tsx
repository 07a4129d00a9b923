import { toDisplayUrl } from '../upload/upload-url';
import styles from './portal-kit.module.css';

/** Stored pictures are `/files/<key>`; the browser reaches them under the API prefix. */
export const withDisplayImages = (html: string): string =>
  html.replace(
    /(<img\b[^>]*\bsrc=")(\/files\/[0-9a-f]{32})"/g,
    (_m, head: string, src: string) => `${head}${toDisplayUrl(src)}"`,
  );

/**
 * Rich text as the server stored it. It was sanitised on the way in (core/sanitize-html.ts: no
 * scripts, event handlers, styles or javascript: links), which is what makes inserting it safe.
 */
export function RichTextView({ html, id }: { html: string; id?: string }) {
  return (
    <div id={id} className={styles.richText} dangerouslySetInnerHTML={{ __html: withDisplayImages(html) }} />
  );
}
