import { useTranslation } from '@/lib/i18n';

/** A template's name in words, with the raw name for templates this screen does not know yet. */
export function TemplateName({ template }: { template: string }) {
  const { t } = useTranslation();
  return <span>{t(`smsOutbox.template.${template}`, { defaultValue: template })}</span>;
}
