import { Component, type ReactNode, Suspense, lazy } from 'react';
import { Button, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TRegionGeo } from '@/components/map';
import regionGeoUrl from '@/components/map/region-350000.geo.json?url';
import { useSettings } from '@/stores/settings-store';

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

/** Four decimals: about 10 m, finer than a click on the map can aim. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The organisation's point on the map (Gb01 lat/lng): a click on its city's map sets it, the
 * district it falls in is named; the coordinates can also be typed (keyboards) and cleared. The
 * server refuses a point outside the city of the chosen region.
 */
export function MapPointField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const region = Form.useWatch<string | null>('region', form) ?? null;
  const lat = Form.useWatch<number | null>('lat', form) ?? null;
  const lng = Form.useWatch<number | null>('lng', form) ?? null;
  const name = Form.useWatch<string | null>('name', form) ?? '';
  const dark = useSettings((s) => s.darkMode);
  const point = lat !== null && lng !== null ? ([lng, lat] as [number, number]) : null;
  return (
    <Form.Item label={t('personInfo.mapPoint')} extra={t('personInfo.mapPointHint')}>
      <MapFailed>
        <Suspense fallback={<div style={{ height: 300 }} aria-hidden="true" />}>
          <LazyPicker
            area={region}
            point={point}
            name={name}
            label={t('personInfo.mapLabel')}
            dark={dark}
            onPick={([x, y]) => form.setFieldsValue({ lat: round(y), lng: round(x) })}
          />
        </Suspense>
      </MapFailed>
      <Space wrap align="start">
        <Form.Item name="lat" label={t('personInfo.lat')} style={{ marginBottom: 0 }}>
          <InputNumber min={-90} max={90} step={0.0001} data-testid="org-lat" />
        </Form.Item>
        <Form.Item name="lng" label={t('personInfo.lng')} style={{ marginBottom: 0 }}>
          <InputNumber min={-180} max={180} step={0.0001} data-testid="org-lng" />
        </Form.Item>
        <Button
          onClick={() => form.setFieldsValue({ lat: null, lng: null })}
          disabled={lat === null && lng === null}
          data-testid="org-point-clear"
        >
          {t('personInfo.clearPoint')}
        </Button>
      </Space>
    </Form.Item>
  );
}
