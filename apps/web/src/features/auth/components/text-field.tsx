import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './login-form.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  /**
   * Marks a value the server refuses empty: the asterisk antd forms draw, and aria-required for
   * screen readers. Not the native attribute, so the form's own messages stay the ones shown.
   */
  required?: boolean;
  /** Rendered beside the input (password toggle, captcha image). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Labelled input whose error message is tied to it for screen readers. */
export function TextField({ id, label, error, required, addon, ref, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          ref={ref}
          className={`ui-input ${className ?? ''}`}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
