import type { ReactNode } from 'react';
import styles from './resource.module.css';

/** The frame of a back-office list screen: a white panel with the screen's (visually hidden) heading. */
export function ResourcePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{title}</h1>
      {children}
    </div>
  );
}
