import { Component, type ReactNode, Suspense, lazy } from 'react';
import { Button, InputNumber, Space } from 'antd';
import type { TRegionGeo } from '@/components/map';
import regionGeoUrl from '@/components/map/region-350000.geo.json?url';
import { useSettings } from '@/stores/settings-store';

/** A place's point; while one coordinate is typed the other may still be empty. */
export type TMapPoint = { lat: number | null; lng: number | null };

// The outlines and the drawing load with the field, never with the rest of the back office.
const LazyPicker = lazy(async () => {
  const [{ default: PickerMap }, geo] = await Promise.all([
    import('@/components/map/picker-map'),
    fetch(regionGeoUrl).then(async (r) => {
      if (!r.ok) throw new Error(`map outlines: HTTP ${r.status}`);
      return (await r.json()) as TRegionGeo;
    }),
  ]);
  return {
    default: (props: Omit<Parameters<typeof PickerMap>[0], 'geo'>) => <PickerMap geo={geo} {...props} />,
  };
});

/** Without the map (offline, an old build), the typed coordinates still work. */
class MapFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The coordinates' visible labels sit beside their inputs (a wrapping label names the input). */
const LABEL = { display: 'inline-flex', alignItems: 'center', gap: 8 } as const;

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
  const number = (v: number | string | null) => (typeof v === 'number' ? v : null);
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
        <label style={LABEL}>
          {labels.lat}
          <InputNumber
            min={-90}
            max={90}
            step={0.0001}
            value={lat}
            disabled={disabled}
            onChange={(v) => set({ lat: number(v), lng })}
            data-testid={`${testId}-lat`}
          />
        </label>
        <label style={LABEL}>
          {labels.lng}
          <InputNumber
            min={-180}
            max={180}
            step={0.0001}
            value={lng}
            disabled={disabled}
            onChange={(v) => set({ lat, lng: number(v) })}
            data-testid={`${testId}-lng`}
          />
        </label>
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
