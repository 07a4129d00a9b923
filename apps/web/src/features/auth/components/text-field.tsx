import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './login-form.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  /** Rendered beside the input (password toggle, captcha image). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Labelled input whose error message is tied to it for screen readers. */
export function TextField({ id, label, error, addon, ref, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          ref={ref}
          className={`ui-input ${className ?? ''}`}
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
