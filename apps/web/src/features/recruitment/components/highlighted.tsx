import type { TextPart } from '../api/jobs';
import styles from './jobs.module.css';

/** Text with the keyword's matches marked; parts come from the server and are rendered as text. */
export function Highlighted({ parts, fallback }: { parts: TextPart[] | undefined; fallback: string }) {
  if (!parts?.length) return <>{fallback}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className={styles.hit}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
