import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { type TFairDetail, screenPath } from '@rcwb/shared';
import { useSession } from '@/stores/session-store';
import { fairTickets } from '../api/fairs';
import styles from './fairs-public.module.css';

/** Register for a fair, or show the ticket (code and QR image) and cancel it. */
export function TicketPanel({ fair }: { fair: TFairDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const signedIn = !!useSession((s) => s.token);
  const roles = useSession((s) => s.roles);
  const person = roles.includes('person');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const queryKey = [fairTickets.key, 'forFair', fair.id];
  const ticket = useQuery({
    queryKey,
    queryFn: ({ signal }) => fairTickets.forFair(fair.id, signal),
    enabled: signedIn && person,
  });
  const open = fair.status === 'published' && fair.phase !== 'ended';
  if (!open && !ticket.data) return null;

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await work();
      await client.invalidateQueries({ queryKey });
      await client.invalidateQueries({ queryKey: ['fairs-public'] });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!signedIn)
    body = (
      <Link
        className="ui-button primary"
        to={`/login?redirect=${encodeURIComponent(`/recruitment/jobFairsInfo?id=${fair.id}`)}`}
      >
        {t('fairs.ticket.signIn')}
      </Link>
    );
  else if (!person) body = <p>{t('fairs.ticket.personOnly')}</p>;
  else if (ticket.data)
    body = (
      <div className={styles.ticket} data-testid="fair-ticket">
        <p>{t('fairs.ticket.registered')}</p>
        <img
          className={styles.qr}
          src={ticket.data.qr}
          alt={t('fairs.ticket.qrAlt', { code: ticket.data.code })}
        />
        <p>
          {t('fairs.ticket.code')}: <strong data-testid="ticket-code">{ticket.data.code}</strong>
        </p>
        <div className={styles.actions}>
          {open && new Date(ticket.data.cancelDeadline) > new Date() && (
            <button
              type="button"
              className="ui-button"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('fairs.ticket.cancelConfirm')))
                  void act(() => fairTickets.cancel(ticket.data!.id));
              }}
            >
              {t('fairs.ticket.cancel')}
            </button>
          )}
          <Link to={screenPath('g010706')}>{t('fairs.ticket.mine')}</Link>
        </div>
      </div>
    );
  else if (!ticket.isPending)
    body = (
      <button
        type="button"
        className="ui-button primary"
        disabled={busy}
        onClick={() => void act(() => fairTickets.register(fair.id))}
        data-testid="fair-register"
      >
        {t('fairs.ticket.register')}
      </button>
    );

  return (
    <section className={styles.section} aria-labelledby="fair-ticket-title">
      <h2 id="fair-ticket-title">{t('fairs.ticket.title')}</h2>
      {fair.capacity !== null && (
        <p>{t('fairs.ticket.capacity', { taken: fair.counts.visitors, capacity: fair.capacity })}</p>
      )}
      {body}
      {error && (
        <p role="alert" className="ui-alert error">
          {error}
        </p>
      )}
    </section>
  );
}
