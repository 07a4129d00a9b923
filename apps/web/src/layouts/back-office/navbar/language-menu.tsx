import { Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { LOCALES, type TLocale } from '@rcwb/shared';
import { currentLocale, setLocale, useTranslation } from '@/lib/i18n';
import styles from './navbar.module.css';

/** Language switch of the navbar: applies at once and is remembered (lib/i18n). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const active = currentLocale();
  const items = LOCALES.map((locale) => ({
    key: locale,
    label: <span lang={locale}>{t(`locale.${locale}`)}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: [active],
        onClick: ({ key }) => void setLocale(key as TLocale),
      }}
    >
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`${t('common.language')}: ${t(`locale.${active}`)}`}
        aria-haspopup="menu"
        data-testid="language-menu"
      >
        <TranslationOutlined aria-hidden="true" />
      </button>
    </Dropdown>
  );
}
