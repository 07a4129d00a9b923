import { Suspense, lazy } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { MapFailed, fetchRegionGeo } from '@/components/map/map-loading';
import { useSettings } from '@/stores/settings-store';

/** A place's point; while one coordinate is typed the other may still be empty. */
export type TMapPoint = { lat: number | null; lng: number | null };

// The outlines and the drawing load with the field, never with the rest of the back office.
const LazyPicker = lazy(async () => {
  const [{ default: PickerMap }, geo] = await Promise.all([
    import('@/components/map/picker-map'),
    fetchRegionGeo(),
  ]);
  return {
    default: (props: Omit<Parameters<typeof PickerMap>[0], 'geo'>) => <PickerMap geo={geo} {...props} />,
  };
});

/** The coordinates' visible labels sit beside their inputs (a wrapping label names the input). */
const LABEL = { display: 'inline-flex', alignItems: 'center', gap: 8 } as const;

/** One typed coordinate, its visible label beside it; a cleared input gives null. */
function CoordinateInput({
  label,
  limit,
  value,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  /** The largest absolute value: 90 for a latitude, 180 for a longitude. */
  limit: number;
  value: number | null;
  disabled: boolean | undefined;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  return (
    <label style={LABEL}>
      {label}
      <InputNumber
        min={-limit}
        max={limit}
        step={0.0001}
        value={value}
        disabled={disabled}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        data-testid={testId}
      />
    </label>
  );
}

/** Four decimals: about 10 m, finer than a click on the map can aim. */
export const roundCoordinate = (n: number) => Math.round(n * 10_000) / 10_000;

export type MapPointInputProps = {
  /** antd Form passes the value and onChange (a Form.Item's only child). */
  value?: TMapPoint | null;
  onChange?: (value: TMapPoint | null) => void;
  id?: string;
  /** District or city code the map is fitted to (the form's region or area field). */
  area: string | null;
  /** The pin's name on the map (the organisation's, the gig's). */
  name: string;
  /** The translated texts: the map's accessible name, the coordinates' labels, the clear button. */
  labels: { map: string; lat: string; lng: string; clear: string };
  /** Prefix of the test ids of the coordinates and the clear button. */
  testId: string;
  disabled?: boolean;
};

/**
 * A map point picker for forms: a click on the city's map sets the point and the district it
 * falls in is named; the coordinates can also be typed (keyboards) and cleared. The server checks
 * the point lies within the chosen area's city.
 */
export function MapPointInput({
  value,
  onChange,
  id,
  area,
  name,
  labels,
  testId,
  disabled,
}: MapPointInputProps) {
  const dark = useSettings((s) => s.darkMode);
  const lat = value?.lat ?? null;
  const lng = value?.lng ?? null;
  const point = lat !== null && lng !== null ? ([lng, lat] as [number, number]) : null;
  const set = (next: TMapPoint) => onChange?.(next.lat === null && next.lng === null ? null : next);
  return (
    <div id={id}>
      <MapFailed>
        <Suspense fallback={<div style={{ height: 300 }} aria-hidden="true" />}>
          <LazyPicker
            area={area}
            point={point}
            name={name}
            label={labels.map}
            dark={dark}
            onPick={([x, y]) => {
              if (!disabled) set({ lat: roundCoordinate(y), lng: roundCoordinate(x) });
            }}
          />
        </Suspense>
      </MapFailed>
      <Space wrap align="center">
        <CoordinateInput
          label={labels.lat}
          limit={90}
          value={lat}
          disabled={disabled}
          onChange={(v) => set({ lat: v, lng })}
          testId={`${testId}-lat`}
        />
        <CoordinateInput
          label={labels.lng}
          limit={180}
          value={lng}
          disabled={disabled}
          onChange={(v) => set({ lat, lng: v })}
          testId={`${testId}-lng`}
        />
        <Button
          onClick={() => onChange?.(null)}
          disabled={disabled || (lat === null && lng === null)}
          data-testid={`${testId}-point-clear`}
        >
          {labels.clear}
        </Button>
      </Space>
    </div>
  );
}
