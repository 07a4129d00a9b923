import { useTranslation } from '@/lib/i18n';
import { PlaceMap } from '@/components/map';
import type { Labels } from '@/lib/jobs/use-labels';
import type { JobPlace as TJobPlace } from '../api/jobs';

/** The work address of a posting, as text and as a point on the region's map. */
export function JobPlace({ place, title, labels }: { place: TJobPlace; title: string; labels: Labels }) {
  const { t } = useTranslation();
  const address = [labels.area(place.area), place.address].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="job-place-title" data-testid="job-place">
      <h2 id="job-place-title" style={{ marginTop: 24, fontSize: 18 }}>
        {t('jobs.workAddress')}
      </h2>
      <PlaceMap area={place.area} lat={place.lat} lng={place.lng} name={title} address={address} />
    </section>
  );
}
