import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPath } from '@rcwb/shared';
import { SideDrawer } from '@/components/portal-kit';
import { type MarketGig, applyToGig } from '../api/market';
import styles from './market.module.css';

/** The server's limit of an application's message, in characters. */
export const MESSAGE_MAX = 200;

/** Counted in characters as the server counts them, so Chinese text gets its full length. */
export const clip = (text: string) => [...text].slice(0, MESSAGE_MAX).join('');

/**
 * A person applies for a gig with an optional message (the order API of g010903). A refusal
 * (already applied, the gig full or ended, not allowed) comes back as the server's message.
 */
export function ApplyDialog({ gig, onClose }: { gig: MarketGig; onClose: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const apply = useMutation({ mutationFn: () => applyToGig(gig.id, message.trim()) });
  return (
    <SideDrawer open title={t('gigMarket.applyTitle', { title: gig.title })} onClose={onClose}>
      {apply.isSuccess ? (
        <div role="status" data-testid="applied">
          <p>{t('gigMarket.applied')}</p>
          <Link className="ui-button primary" to={screenPath('g010903')}>
            {t('gigMarket.myOrders')}
          </Link>
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply.mutate();
          }}
        >
          <p className={styles.field}>
            <label htmlFor={messageId}>{t('gigMarket.message')}</label>
            <textarea
              id={messageId}
              className="ui-input"
              rows={3}
              value={message}
              onChange={(e) => setMessage(clip(e.target.value))}
              data-testid="apply-message"
            />
            <small aria-live="polite">
              {t('gigMarket.messageCount', { n: [...message].length, max: MESSAGE_MAX })}
            </small>
          </p>
          <button
            type="submit"
            className="ui-button primary"
            disabled={apply.isPending}
            data-testid="apply-submit"
          >
            {t('gigMarket.send')}
          </button>
        </form>
      )}
    </SideDrawer>
  );
}
