import { type FormEvent, useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { SideDrawer, kit } from '@/components/portal-kit';
import { invitablePostingsQuery, sendInvitation } from '../api/talent';

type Props = {
  /** The resume whose owner is invited; null = closed. */
  talent: { id: number; maskedName: string } | null;
  onClose: () => void;
  /** After the invitation was sent (the caller thanks and refreshes). */
  onSent: () => void;
};

/**
 * "Invite to apply": the organisation picks one of its published postings and may add a
 * message. Antd-free, so talentInfo (public) and the back office's g050202 share it. The
 * server's refusals (not approved, already invited, posting closed) show inside the dialog.
 */
export function InviteDialog({ talent, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const postings = useQuery({ ...invitablePostingsQuery, enabled: !!talent });
  const send = useMutation({ mutationFn: sendInvitation, onSuccess: onSent });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!talent) return;
    const form = new FormData(event.currentTarget);
    const message = String(form.get('message') ?? '').trim();
    send.mutate({ resumeId: talent.id, jobId: Number(form.get('jobId')), message: message || undefined });
  };
  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <SideDrawer
      open={!!talent}
      title={t('talent.invite.title', { name: talent?.maskedName ?? '' })}
      onClose={close}
    >
      {postings.isPending ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : postings.isError ? (
        <p role="alert">{postings.error.message}</p>
      ) : postings.data.length === 0 ? (
        <p data-testid="invite-no-postings">{t('talent.invite.noPostings')}</p>
      ) : (
        <form onSubmit={onSubmit} data-testid="invite-form">
          <label className={kit.field} htmlFor={`${id}-job`}>
            <span className={`${kit.fieldLabel} ${kit.required}`}>{t('talent.invite.posting')}</span>
            <select id={`${id}-job`} name="jobId" className="ui-select" required defaultValue="">
              <option value="" disabled>
                {t('talent.invite.choosePosting')}
              </option>
              {postings.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>
          <label className={kit.field} htmlFor={`${id}-message`}>
            <span className={kit.fieldLabel}>{t('talent.invite.message')}</span>
            <textarea
              id={`${id}-message`}
              name="message"
              className="ui-input"
              rows={4}
              maxLength={500}
              placeholder={t('talent.invite.messageHint')}
            />
          </label>
          {send.isError && (
            <p role="alert" className="ui-alert error" data-testid="invite-error">
              {send.error.message}
            </p>
          )}
          <div className={kit.filterActions}>
            <button type="submit" className="ui-button primary" disabled={send.isPending}>
              {t('talent.invite.send')}
            </button>
            <button type="button" className="ui-button" onClick={close}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </SideDrawer>
  );
}
