import { Button, Result } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useMatches, useNavigate } from 'react-router';
import type { RouteHandle } from '../route-meta';

/** A menu names a screen this build does not have: say so plainly instead of failing. */
export function ScreenUnavailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.meta?.component ?? '';
  return (
    <Result
      status="warning"
      data-testid="screen-unavailable"
      title={<h1 style={{ margin: 0, font: 'inherit' }}>{t('shell.unavailable.title')}</h1>}
      subTitle={key ? t('shell.unavailable.textKey', { key }) : t('shell.unavailable.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/index')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
