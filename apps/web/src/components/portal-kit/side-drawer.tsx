import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './portal-kit.module.css';

/**
 * A panel sliding in from the right, on the native modal <dialog>: focus moves in and is kept
 * there, Escape closes, and the page behind is inert — without loading antd on public pages.
 */
export function SideDrawer({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="side-drawer"
    >
      <header className={styles.drawerHeader}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="ui-button" onClick={onClose} aria-label={t('portalKit.close')}>
          ×
        </button>
      </header>
      <div className={styles.drawerBody}>{open && children}</div>
    </dialog>
  );
}
