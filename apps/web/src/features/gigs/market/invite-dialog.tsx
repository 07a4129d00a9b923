import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { screenPath } from '@rcwb/shared';
import { SideDrawer } from '@/components/portal-kit';
import { type MarketCard, inviteToGig, myPublishedGigs } from '../api/market';
import { MessageField } from './message-field';
import styles from './market.module.css';

/**
 * An employer invites a worker to one of their published gigs (the invite API of g010901); the
 * worker answers in their gig orders. Without a published gig it links to posting one.
 */
export function InviteDialog({ card, onClose }: { card: MarketCard; onClose: () => void }) {
  const { t } = useTranslation();
  const gigId = useId();
  const gigs = useQuery({ queryKey: ['gig-market', 'my-published'], queryFn: myPublishedGigs });
  const [picked, setPicked] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const chosen = picked ?? gigs.data?.rows[0]?.id ?? null;
  const invite = useMutation({
    mutationFn: (id: number) => inviteToGig(id, card.id, message.trim()),
  });
  const rows = gigs.data?.rows ?? [];
  return (
    <SideDrawer open title={t('gigMarket.inviteTitle', { name: card.maskedName })} onClose={onClose}>
      {gigs.isPending && <p aria-busy="true">{t('app.loading')}</p>}
      {gigs.isSuccess && !rows.length && (
        <p>
          {t('gigMarket.noPublishedGig')} <Link to={screenPath('g010901')}>{t('gigMarket.postGig')}</Link>
        </p>
      )}
      {invite.isSuccess ? (
        <div role="status" data-testid="invited">
          <p>{t('gigMarket.invited')}</p>
          <Link className="ui-button primary" to={screenPath('g010901')}>
            {t('gigMarket.myGigs')}
          </Link>
        </div>
      ) : (
        rows.length > 0 && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (chosen !== null) invite.mutate(chosen);
            }}
          >
            <p className={styles.field}>
              <label htmlFor={gigId}>{t('gigMarket.pickGig')}</label>
              <select
                id={gigId}
                className="ui-select"
                value={chosen ?? ''}
                onChange={(e) => setPicked(Number(e.target.value))}
                data-testid="invite-gig"
              >
                {rows.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.title} ({g.startDate})
                  </option>
                ))}
              </select>
            </p>
            <MessageField label={t('gigMarket.inviteMessage')} value={message} onChange={setMessage} />
            <button
              type="submit"
              className="ui-button primary"
              disabled={chosen === null || invite.isPending}
              data-testid="invite-submit"
            >
              {t('gigMarket.send')}
            </button>
          </form>
        )
      )}
    </SideDrawer>
  );
}
