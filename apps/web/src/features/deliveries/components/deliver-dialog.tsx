import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { DELIVERY_LIMITS, RESUME_COMPLETE_PERCENT } from '@rcwb/shared';
import { SideDrawer, kit } from '@/components/portal-kit';
import { DELIVERY_KEYS, deliverResume, deliveryPaths, myDeliverableResumes } from '../api/deliveries';

/**
 * Chooses one of the person's resumes (the default preselected) and delivers it to the posting.
 * Antd-free: it opens on the public posting page. Without a resume it links to the resumes page.
 */
export default function DeliverDialog({
  jobId,
  jobTitle,
  fairId,
  onClose,
}: {
  jobId: number;
  jobTitle: string;
  fairId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const groupId = useId();
  const greetingId = useId();
  const [greeting, setGreeting] = useState('');
  const resumes = useQuery({ queryKey: [DELIVERY_KEYS.mine, 'resumes'], queryFn: myDeliverableResumes });
  const [picked, setChosen] = useState<number | null>(null);
  // The resume whose warning the person has seen: the next send of it goes ahead.
  const [warned, setWarned] = useState<number | null>(null);
  // The default resume (listed first) until the person picks another.
  const chosen = picked ?? resumes.data?.[0]?.id ?? null;
  const deliver = useMutation({
    mutationFn: (resumeId: number) => deliverResume(jobId, resumeId, greeting.trim() || null, fairId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [DELIVERY_KEYS.toJob, jobId] });
      void client.invalidateQueries({ queryKey: [DELIVERY_KEYS.mine] });
      onClose();
    },
  });
  const list = resumes.data ?? [];
  const chosenResume = list.find((r) => r.id === chosen);
  const warnings = chosenResume
    ? [
        ...(chosenResume.completeness < RESUME_COMPLETE_PERCENT
          ? [t('deliverUi.warnIncomplete', { n: chosenResume.completeness })]
          : []),
        ...(chosenResume.visibility === 'hidden' ? [t('deliverUi.warnHidden')] : []),
      ]
    : [];
  const asking = warned === chosen && warnings.length > 0;
  return (
    <SideDrawer open title={t('deliverUi.title', { title: jobTitle })} onClose={onClose}>
      {resumes.isPending && <p aria-busy="true">{t('app.loading')}</p>}
      {resumes.isSuccess && !list.length && (
        <p>
          {t('deliverUi.noResume')} <Link to={deliveryPaths.resumes}>{t('deliverUi.manage')}</Link>
        </p>
      )}
      {list.length > 0 && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen === null) return;
            if (warnings.length && warned !== chosen) setWarned(chosen);
            else deliver.mutate(chosen);
          }}
        >
          {/* A resume must be chosen: the legend carries the forms' required marker, the group aria-required. */}
          <fieldset
            style={{ border: 0, padding: 0, margin: 0 }}
            role="radiogroup"
            aria-labelledby={groupId}
            aria-required="true"
          >
            <legend id={groupId} className={kit.required}>
              {t('deliverUi.pick')}
            </legend>
            {list.map((r) => (
              <label key={r.id} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '8px 0' }}>
                <input
                  type="radio"
                  name="resume"
                  value={r.id}
                  checked={chosen === r.id}
                  onChange={() => setChosen(r.id)}
                />
                <span>
                  {r.title}
                  {r.isDefault && ` (${t('deliverUi.default')})`}
                  {' · '}
                  {t('deliverUi.completeness', { n: r.completeness })}
                </span>
              </label>
            ))}
          </fieldset>
          <p>
            <Link to={deliveryPaths.resumes}>{t('deliverUi.manage')}</Link>
          </p>
          <p style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <label htmlFor={greetingId}>{t('deliverUi.greeting')}</label>
            <textarea
              id={greetingId}
              className="ui-input"
              rows={3}
              value={greeting}
              placeholder={t('deliverUi.greetingHint')}
              // Counted in characters as the server counts them, so Chinese text gets its full length.
              onChange={(e) => setGreeting([...e.target.value].slice(0, DELIVERY_LIMITS.greeting).join(''))}
              data-testid="deliver-greeting"
            />
            <small aria-live="polite">
              {t('deliverUi.greetingCount', { n: [...greeting].length, max: DELIVERY_LIMITS.greeting })}
            </small>
          </p>
          {asking && (
            <div role="alert" data-testid="deliver-warning">
              <strong>{t('deliverUi.warnTitle')}</strong>
              <ul>
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          )}
          {/* A refusal (such as a job fair's minimum resume completeness) stays beside the button. */}
          {deliver.error && (
            <p role="alert" className="ui-alert error" data-testid="deliver-error">
              {deliver.error.message}
            </p>
          )}
          <button
            type="submit"
            className="ui-button primary"
            disabled={chosen === null || deliver.isPending}
            data-testid="deliver-submit"
          >
            {t(asking ? 'deliverUi.sendAnyway' : 'deliverUi.submit')}
          </button>
        </form>
      )}
    </SideDrawer>
  );
}
