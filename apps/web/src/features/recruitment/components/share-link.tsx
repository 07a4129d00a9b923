import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';

/**
 * Shares the page's address, for a posting, an organisation or a talent: the device's own share
 * sheet where the browser has one (phones), else the link is copied with a confirmation.
 */
export function ShareLink({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: title ?? document.title, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to do. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      feedback.success(t('jobs.share.copied'));
    } catch {
      window.prompt(t('jobs.share.manual'), url);
    }
  };
  return (
    <button type="button" className="ui-button" onClick={() => void share()} aria-live="polite">
      {copied ? t('jobs.share.copied') : t('jobs.share.button')}
    </button>
  );
}
