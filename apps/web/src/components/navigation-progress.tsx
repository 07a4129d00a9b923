import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar while the next route's code or data loads (the old page stays until then). */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className={styles.bar} aria-hidden="true" data-testid="navigation-progress" />;
}
