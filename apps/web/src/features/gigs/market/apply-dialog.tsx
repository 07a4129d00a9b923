import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { screenPath } from '@rcwb/shared';
import { SideDrawer } from '@/components/portal-kit';
import { type MarketGig, applyToGig } from '../api/market';
import { MessageField } from './message-field';

/**
 * A person applies for a gig with an optional message (the order API of g010903). A refusal
 * (already applied, the gig full or ended, not allowed) comes back as the server's message.
 */
export function ApplyDialog({ gig, onClose }: { gig: MarketGig; onClose: () => void }) {
  const { t } = useTranslation();
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
          <MessageField
            label={t('gigMarket.message')}
            value={message}
            onChange={setMessage}
            testId="apply-message"
          />
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
