import { useTranslation } from '@/lib/i18n';
import type { TFairTicketView } from '@rcwb/shared';
import styles from './fairs.module.css';

/** A ticket's QR image with its code in text (for typing at the entrance, and for screen readers). */
export function TicketQr({ ticket }: { ticket: TFairTicketView }) {
  const { t } = useTranslation();
  return (
    <figure style={{ margin: 0, textAlign: 'center' }} data-testid="ticket-qr">
      <img className={styles.qr} src={ticket.qr} alt={t('fairTickets.qrAlt', { code: ticket.code })} />
      <figcaption>
        {t('fairTickets.code')}: <strong data-testid="ticket-code">{ticket.code}</strong>
      </figcaption>
    </figure>
  );
}
