import { useTranslation } from '@/lib/i18n';
import type { TFairBoothView, TFairLayout } from '@rcwb/shared';
import { zoneColour } from './zone-colour';
import styles from './fairs-public.module.css';
import grid from './fairs.module.css';

type Props = {
  layout: TFairLayout;
  booths: TFairBoothView[];
  /** The organisation whose booth is chosen (its postings are shown below the plan). */
  selectedOrg: number | null;
  onSelect: (org: { id: number; name: string }) => void;
};

/**
 * The hall as drawn by the editor: every booth a button with its code and organisation (or
 * "available"), in a grid the keyboard walks in reading order; zones coloured, with a legend.
 * A taken booth shows that organisation's postings at the fair.
 */
export function FloorPlan({ layout, booths, selectedOrg, onSelect }: Props) {
  const { t } = useTranslation();
  const byCell = new Map(booths.map((b) => [`${b.row}:${b.col}`, b]));
  const cells = [];
  for (let row = 0; row < layout.rows; row++)
    for (let col = 0; col < layout.cols; col++) {
      const booth = byCell.get(`${row}:${col}`);
      const at = { gridRow: row + 1, gridColumn: col + 1 };
      if (!booth) {
        cells.push(
          <div
            key={`${row}:${col}`}
            className={grid.blocked}
            style={{ ...at, cursor: 'default' }}
            aria-hidden="true"
          />,
        );
        continue;
      }
      const label = t('fairs.booth', { code: booth.code, org: booth.org?.name ?? t('fairs.available') });
      cells.push(
        <button
          key={booth.id}
          type="button"
          className={booth.org ? grid.taken : grid.free}
          style={{ ...at, background: zoneColour(layout.zones, booth.zone) }}
          aria-label={label}
          aria-pressed={booth.org ? booth.org.id === selectedOrg : undefined}
          aria-disabled={!booth.org}
          onClick={() => booth.org && onSelect(booth.org)}
          data-testid={`booth-${booth.code}`}
        >
          <span>{booth.code}</span>
          <br />
          <span>{booth.org?.name ?? t('fairs.available')}</span>
        </button>,
      );
    }
  return (
    <>
      <p>{t('fairs.floorPlanHelp')}</p>
      {layout.zones.length > 0 && (
        <>
          <h3 style={{ fontSize: 16, margin: '8px 0' }}>{t('fairs.legend')}</h3>
          <ul className={styles.legend}>
            {layout.zones.map((z) => (
              <li key={z.code}>
                <span
                  className={styles.swatch}
                  style={{ background: zoneColour(layout.zones, z.code) }}
                  aria-hidden="true"
                />
                {z.code} · {z.name}
              </li>
            ))}
          </ul>
        </>
      )}
      <div
        className={styles.plan}
        style={{ gridTemplateColumns: `repeat(${layout.cols}, minmax(88px, 1fr))` }}
        data-testid="floor-plan"
      >
        {cells}
      </div>
    </>
  );
}
