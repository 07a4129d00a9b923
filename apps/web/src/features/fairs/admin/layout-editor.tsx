import { useState } from 'react';
import { Button, Card, Flex, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { FAIR_LAYOUT_LIMITS, type TFairCell, type TFairLayout, type TFairZone } from '@rcwb/shared';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { fairAdmin } from '../api/fairs';
import { fillCodes } from './layout-codes';
import { zoneColour } from '../components/zone-colour';
import styles from '../components/fairs.module.css';

type Props = { fairId: number; layout: TFairLayout | null; readOnly: boolean };

const key = (row: number, col: number) => `${row}:${col}`;

/** Every cell of a rows × cols grid, taken from the cells there are and booths for the rest. */
function fullGrid(rows: number, cols: number, cells: TFairCell[], zone: string): Map<string, TFairCell> {
  const byKey = new Map(cells.map((c) => [key(c.row, c.col), c]));
  const grid = new Map<string, TFairCell>();
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++)
      grid.set(
        key(row, col),
        byKey.get(key(row, col)) ?? { row, col, code: '', zone, size: 9, blocked: false },
      );
  return grid;
}

/**
 * The booth layout editor of g200201: the grid (a click switches a cell between booth and
 * blocked, or paints the chosen zone), zones, codes filled per zone, templates.
 */
export function LayoutEditor({ fairId, layout, readOnly }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [rows, setRows] = useState(layout?.rows ?? 3);
  const [cols, setCols] = useState(layout?.cols ?? 6);
  const [zones, setZones] = useState<TFairZone[]>(layout?.zones ?? [{ code: 'A', name: 'A' }]);
  const [cells, setCells] = useState<TFairCell[]>(layout?.cells ?? []);
  const [mode, setMode] = useState<'toggle' | 'zone'>('toggle');
  const [paint, setPaint] = useState(zones[0]?.code ?? '');
  const [templateName, setTemplateName] = useState('');
  const [saving, setSaving] = useState(false);
  const templates = useQuery({ queryKey: [fairAdmin.key, 'templates'], queryFn: fairAdmin.templates });

  const grid = fullGrid(rows, cols, cells, zones[0]?.code ?? '');
  const current = [...grid.values()];
  const update = (cell: TFairCell, change: Partial<TFairCell>) =>
    setCells(current.map((c) => (c.row === cell.row && c.col === cell.col ? { ...c, ...change } : c)));
  const click = (cell: TFairCell) =>
    mode === 'toggle'
      ? update(cell, { blocked: !cell.blocked })
      : update(cell, { zone: paint, blocked: false });

  const applyLayout = (l: TFairLayout) => {
    setRows(l.rows);
    setCols(l.cols);
    setZones(l.zones);
    setCells(l.cells);
    setPaint(l.zones[0]?.code ?? '');
  };

  const save = async () => {
    setSaving(true);
    try {
      await fairAdmin.saveLayout(fairId, { rows, cols, zones, cells: current });
      await client.invalidateQueries({ queryKey: [fairAdmin.key] });
      feedback.success(t('fairAdmin.layout.saved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const saveTemplate = async () => {
    try {
      await fairAdmin.saveTemplate(fairId, templateName.trim());
      setTemplateName('');
      await templates.refetch();
      feedback.success(t('fairAdmin.layout.templateSaved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('fairAdmin.layout')}</h2>} data-testid="layout-editor">
      {!readOnly && (
        <Flex wrap gap={16} align="end" style={{ marginBottom: 16 }}>
          <label>
            {t('fairAdmin.layout.rows')}{' '}
            <InputNumber
              min={1}
              max={FAIR_LAYOUT_LIMITS.rows}
              value={rows}
              onChange={(v) => setRows(v ?? 1)}
              data-testid="layout-rows"
            />
          </label>
          <label>
            {t('fairAdmin.layout.cols')}{' '}
            <InputNumber
              min={1}
              max={FAIR_LAYOUT_LIMITS.cols}
              value={cols}
              onChange={(v) => setCols(v ?? 1)}
              data-testid="layout-cols"
            />
          </label>
          <Space.Compact>
            <Select
              aria-label={t('fairAdmin.layout.template')}
              placeholder={t('fairAdmin.layout.template')}
              style={{ minWidth: 200 }}
              options={(templates.data ?? []).map((tp) => ({ value: tp.id, label: tp.name }))}
              onChange={(id: number) => {
                const tp = templates.data?.find((x) => x.id === id);
                if (tp) applyLayout(tp.layout);
              }}
            />
          </Space.Compact>
        </Flex>
      )}
      <Typography.Paragraph type="secondary">{t('fairAdmin.layout.help')}</Typography.Paragraph>
      <fieldset className={styles.zones}>
        <legend>{t('fairAdmin.layout.zones')}</legend>
        {zones.map((z, i) => (
          <Flex key={i} gap={8} align="center" style={{ marginBottom: 8 }}>
            <span
              className={styles.swatch}
              style={{ background: zoneColour(zones, z.code) }}
              aria-hidden="true"
            />
            <Input
              aria-label={t('fairAdmin.layout.zoneCode')}
              value={z.code}
              maxLength={8}
              disabled={readOnly}
              style={{ width: 90 }}
              onChange={(e) =>
                setZones(zones.map((x, j) => (j === i ? { ...x, code: e.target.value.toUpperCase() } : x)))
              }
            />
            <Input
              aria-label={t('fairAdmin.layout.zoneName')}
              value={z.name}
              maxLength={40}
              disabled={readOnly}
              style={{ width: 200 }}
              onChange={(e) => setZones(zones.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
            />
            {!readOnly && zones.length > 1 && (
              <Button onClick={() => setZones(zones.filter((_, j) => j !== i))}>
                {t('fairAdmin.layout.removeZone', { code: z.code })}
              </Button>
            )}
          </Flex>
        ))}
        {!readOnly && zones.length < FAIR_LAYOUT_LIMITS.zones && (
          <Button
            onClick={() => {
              const code = String.fromCharCode(65 + zones.length);
              setZones([...zones, { code, name: code }]);
            }}
          >
            {t('fairAdmin.layout.addZone')}
          </Button>
        )}
      </fieldset>
      {!readOnly && (
        <Flex wrap gap={16} align="center" style={{ margin: '16px 0' }}>
          <span>{t('fairAdmin.layout.mode')}</span>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'toggle' | 'zone')}>
            <Radio value="toggle">{t('fairAdmin.layout.mode.toggle')}</Radio>
            <Radio value="zone">{t('fairAdmin.layout.mode.zone')}</Radio>
          </Radio.Group>
          {mode === 'zone' && (
            <Select
              aria-label={t('fairAdmin.layout.paintZone')}
              value={paint}
              style={{ minWidth: 140 }}
              options={zones.map((z) => ({ value: z.code, label: `${z.code} · ${z.name}` }))}
              onChange={setPaint}
            />
          )}
          <Button onClick={() => setCells(fillCodes(current))} data-testid="layout-fill-codes">
            {t('fairAdmin.layout.fillCodes')}
          </Button>
        </Flex>
      )}
      <div
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(64px, 1fr))` }}
        data-testid="layout-grid"
      >
        {current.map((c) => (
          <button
            key={key(c.row, c.col)}
            type="button"
            className={c.blocked ? styles.blocked : styles.booth}
            style={c.blocked ? undefined : { background: zoneColour(zones, c.zone) }}
            disabled={readOnly}
            aria-pressed={!c.blocked}
            aria-label={t('fairAdmin.layout.cell', {
              row: c.row + 1,
              col: c.col + 1,
              state: c.blocked ? t('fairAdmin.layout.blocked') : c.code || '—',
            })}
            onClick={() => click(c)}
            data-testid={`layout-cell-${c.row}-${c.col}`}
          >
            {c.blocked ? '×' : c.code || '—'}
          </button>
        ))}
      </div>
      {!readOnly && (
        <Flex wrap gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="layout-save">
            {t('fairAdmin.layout.save')}
          </Button>
          <Space.Compact>
            <Input
              aria-label={t('fairAdmin.layout.templateName')}
              placeholder={t('fairAdmin.layout.templateName')}
              value={templateName}
              maxLength={40}
              onChange={(e) => setTemplateName(e.target.value)}
            />
            <Button disabled={!templateName.trim()} onClick={() => void saveTemplate()}>
              {t('fairAdmin.layout.saveTemplate')}
            </Button>
          </Space.Compact>
        </Flex>
      )}
    </Card>
  );
}
