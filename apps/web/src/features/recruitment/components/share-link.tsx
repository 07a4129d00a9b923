import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies the page's address, for sharing a posting or an organisation. */
export function ShareLink() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      window.prompt(t('jobs.share.manual'), window.location.href);
    }
  };
  return (
    <button type="button" className="ui-button" onClick={() => void copy()} aria-live="polite">
      {copied ? t('jobs.share.copied') : t('jobs.share.copy')}
    </button>
  );
}
