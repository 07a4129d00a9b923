import type { ReactNode } from 'react';
import styles from './content-admin.module.css';

/** A titled group of form items inside a content form (e.g. the comparison values). */
export function ContentFieldset({
  legend,
  children,
  testId,
}: {
  legend: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset className={styles.fieldset} data-testid={testId}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
