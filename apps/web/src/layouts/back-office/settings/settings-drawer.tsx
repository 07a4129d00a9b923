import { type ReactNode, useId } from 'react';
import { Button, ColorPicker, Divider, Drawer, Radio, Switch } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useShallow } from 'zustand/react/shallow';
import { type ComponentSize, DEFAULT_SIZE, useAppStore } from '@/stores/app-store';
import { type LayoutSettings, selectSettings, useSettings } from '@/stores/settings-store';
import styles from './settings.module.css';

/** The classic shell's preset colours; the picker takes any other. */
const PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

type Toggle = Exclude<keyof LayoutSettings, 'theme' | 'sideTheme'>;

function Row({ label, children }: { label: (id: string) => ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.row}>
      {label(id)}
      {children(id)}
    </div>
  );
}

/**
 * The settings panel (SPEC §2.4, §3): a 280 px drawer on the right that closes on an outside
 * click. Every change applies at once and is saved; reset restores the SPEC §9 defaults.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const open = useSettings((s) => s.showSettings);
  const setOpen = useSettings((s) => s.setShowSettings);
  const settings = useSettings(useShallow(selectSettings));
  const change = useSettings((s) => s.change);
  const reset = useSettings((s) => s.reset);
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);

  const toggles: [Toggle, string][] = [
    ['topNav', t('shell.settings.topNav')],
    ['tagsView', t('shell.settings.tagsView')],
    ['fixedHeader', t('shell.settings.fixedHeader')],
    ['sidebarLogo', t('shell.settings.sidebarLogo')],
    ['dynamicTitle', t('shell.settings.dynamicTitle')],
    ['darkMode', t('shell.settings.darkMode')],
  ];
  const sizes: [ComponentSize, string][] = [
    ['large', t('shell.size.large')],
    ['medium', t('shell.size.medium')],
    ['small', t('shell.size.small')],
    ['mini', t('shell.size.mini')],
  ];

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      placement="right"
      size={280}
      title={t('shell.settings.title')}
      data-testid="settings-drawer"
      footer={
        <Button
          block
          onClick={() => {
            reset();
            setSize(DEFAULT_SIZE);
          }}
          data-testid="settings-reset"
        >
          {t('shell.settings.reset')}
        </Button>
      }
    >
      <h3 className={styles.heading}>{t('shell.settings.theme')}</h3>
      <Row label={(id) => <span id={id}>{t('shell.settings.themeColour')}</span>}>
        {(id) => (
          <ColorPicker
            value={settings.theme}
            disabledAlpha
            format="hex"
            presets={[{ label: t('shell.settings.presets'), colors: PRESETS }]}
            onChangeComplete={(colour) => change({ theme: colour.toHexString() })}
            aria-labelledby={id}
            data-testid="setting-theme"
            showText
          />
        )}
      </Row>
      <Row label={(id) => <span id={id}>{t('shell.settings.sideTheme')}</span>}>
        {(id) => (
          <Radio.Group
            aria-labelledby={id}
            optionType="button"
            value={settings.sideTheme}
            onChange={(e) => change({ sideTheme: e.target.value })}
            options={[
              { value: 'theme-dark', label: t('shell.settings.sideDark') },
              { value: 'theme-light', label: t('shell.settings.sideLight') },
            ]}
          />
        )}
      </Row>
      <Divider />
      <h3 className={styles.heading}>{t('shell.settings.layout')}</h3>
      {toggles.map(([key, label]) => (
        <Row key={key} label={(id) => <span id={id}>{label}</span>}>
          {(id) => (
            <Switch
              aria-labelledby={id}
              checked={settings[key]}
              onChange={(checked) => change({ [key]: checked })}
              data-testid={`setting-${key}`}
            />
          )}
        </Row>
      ))}
      <Divider />
      <Row label={(id) => <span id={id}>{t('shell.settings.size')}</span>}>
        {(id) => (
          <Radio.Group
            aria-labelledby={id}
            optionType="button"
            size="small"
            value={size}
            onChange={(e) => setSize(e.target.value)}
            options={sizes.map(([value, label]) => ({ value, label }))}
            data-testid="setting-size"
          />
        )}
      </Row>
    </Drawer>
  );
}
