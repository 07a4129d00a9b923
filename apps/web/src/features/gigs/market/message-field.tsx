import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './market.module.css';

/** The server's limit of an application's or invitation's message, in characters. */
export const MESSAGE_MAX = 200;

/** Counted in characters as the server counts them, so Chinese text gets its full length. */
const clip = (text: string) => [...text].slice(0, MESSAGE_MAX).join('');

/** The optional message of an application or an invitation, with a live count of what is left. */
export function MessageField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="ui-input"
        rows={3}
        value={value}
        onChange={(e) => onChange(clip(e.target.value))}
        data-testid={testId}
      />
      <small aria-live="polite">
        {t('gigMarket.messageCount', { n: [...value].length, max: MESSAGE_MAX })}
      </small>
    </p>
  );
}
