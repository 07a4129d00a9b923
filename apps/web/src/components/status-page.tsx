import type { ReactNode } from 'react';
import styles from './status-page.module.css';

type StatusPageProps = { code?: string; title: string; text: string; children?: ReactNode };

/** Full-page notice for 404, 401 and route errors; light markup instead of antd Result's artwork. */
export function StatusPage({ code, title, text, children }: StatusPageProps) {
  return (
    <main className={styles.page} id="main">
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </main>
  );
}
