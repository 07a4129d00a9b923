import { useSyncExternalStore } from 'react';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';
import styles from './navbar.module.css';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement != null;

/** Whole-page fullscreen (Fullscreen API); SPEC §8 message where the browser has none. */
export async function toggleFullscreen(unsupported: () => void): Promise<void> {
  if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
    unsupported();
    return;
  }
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused (no user gesture, an iframe policy): same answer as no support at all.
    unsupported();
  }
}

export function FullscreenToggle() {
  const { t } = useTranslation();
  const on = useSyncExternalStore(subscribe, isFullscreen, () => false);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={on ? t('shell.exitFullscreen') : t('shell.fullscreen')}
      aria-pressed={on}
      onClick={() => void toggleFullscreen(() => feedback.warning(t('fullscreenUnsupported')))}
      data-testid="fullscreen"
    >
      {on ? <FullscreenExitOutlined aria-hidden="true" /> : <FullscreenOutlined aria-hidden="true" />}
    </button>
  );
}
