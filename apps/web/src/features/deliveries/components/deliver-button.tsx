import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OPEN_DELIVERY_STATUSES } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { DELIVERY_KEYS, DELIVERY_PERMS, deliveryPaths, myDeliveryToJob } from '../api/deliveries';

// Loaded on the first click: the posting page stays light for everyone who only reads it.
const DeliverDialog = lazy(() => import('./deliver-dialog'));

/**
 * The apply button of a posting page (antd-free, public page). Only a person who may deliver sees
 * it: with an open delivery to this posting it shows its state and a link to it instead; after a
 * decided one (withdrawn, turned down, closed) they may apply again. Visitors get the page's
 * sign-in prompt; organisations and staff see nothing.
 */
export function DeliverButton({
  jobId,
  jobTitle,
  fairId,
  label,
}: {
  jobId: number;
  jobTitle: string;
  /** From an online job fair's page: the fair becomes the delivery's source. */
  fairId?: number;
  label?: string;
}) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => !!s.token);
  const mayDeliver = useSession((s) => s.permissions.includes(DELIVERY_PERMS.deliver));
  const enabled = signedIn && mayDeliver;
  const latest = useQuery({
    queryKey: [DELIVERY_KEYS.toJob, jobId],
    queryFn: () => myDeliveryToJob(jobId),
    enabled,
  });
  const [open, setOpen] = useState(false);
  if (!enabled || latest.isPending || latest.isError) return null;
  const last = latest.data;
  const isOpen = !!last && (OPEN_DELIVERY_STATUSES as readonly string[]).includes(last.status);
  return (
    <>
      {last && (
        <Link className="ui-button" to={deliveryPaths.detail(last.id)} data-testid="my-delivery">
          {t('deliverUi.status', { status: t(`deliverUi.state.${last.status}`) })}
        </Link>
      )}
      {!isOpen && (
        <button
          type="button"
          className="ui-button primary"
          onClick={() => setOpen(true)}
          data-testid="deliver"
        >
          {label ?? t('deliverUi.apply')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <DeliverDialog
            jobId={jobId}
            jobTitle={jobTitle}
            {...(fairId ? { fairId } : {})}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
