import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import { REVIEW_ACTIONS, type ReviewAction, type ReviewDef } from './review';
import { ReviewReasonDialog } from './review-reason-dialog';
import { useCan } from './use-can';

type Props<R> = {
  row: R;
  review: ReviewDef<R>;
  /** Called with the success text once a decision is sent. */
  onDone: (successText: string) => void;
  /**
   * Ask before an action without a reason (the list does: one misclick there decides a row).
   * A page that shows the whole record may decide at once.
   */
  confirm?: boolean;
};

/** The review decisions of one record as buttons (a detail page's), with the reason dialog. */
export function ReviewButtons<R>({ row, review, onDone, confirm = true }: Props<R>) {
  const { t } = useTranslation();
  const can = useCan();
  const [modal, modalHolder] = Modal.useModal();
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const shown = REVIEW_ACTIONS.filter((a) => {
    const def = review.actions[a];
    return def && can(def.perms) && review.allowed(row, a);
  });
  const run = async (action: ReviewAction) => {
    const def = review.actions[action]!;
    if (def.reason) {
      setAsking(action);
      return;
    }
    if (confirm && def.confirm) {
      const ok = await modal.confirm({
        title: t('common.notice'),
        content: def.confirm(row, t),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { 'data-testid': 'confirm-ok' },
        mask: { closable: false },
      });
      if (!ok) return;
    }
    try {
      await def.send(row, null);
    } catch (error) {
      // The API client has shown the refusal.
      if (isApiError(error)) return;
      throw error;
    }
    onDone(t(def.successKey));
  };
  const askingDef = asking ? review.actions[asking] : undefined;
  return (
    <>
      {modalHolder}
      {shown.map((action) => (
        <Button
          key={action}
          type={action === 'approve' ? 'primary' : 'default'}
          danger={action !== 'approve'}
          icon={review.actions[action]!.icon}
          data-testid={`review-${action}`}
          onClick={() => void run(action)}
        >
          {t(review.actions[action]!.labelKey ?? `resource.review.${action}`)}
        </Button>
      ))}
      {askingDef && (
        <ReviewReasonDialog<R>
          row={row}
          action={askingDef}
          reasons={review.reasons}
          onClose={() => setAsking(null)}
          onDone={(text) => {
            setAsking(null);
            onDone(text);
          }}
        />
      )}
    </>
  );
}
