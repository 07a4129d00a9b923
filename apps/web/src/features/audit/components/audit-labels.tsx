import { type TOperationSubject, operationSentence } from '@rcwb/shared';
import { Space, Tag } from 'antd';
import { useTranslation } from '@/lib/i18n';

/** Names of the areas the operation log records (the first two segments of the route). */
const MODULE_KEYS: Record<string, string> = {
  'system/user': 'auditLog.module.systemUser',
  'system/audit': 'auditLog.module.systemAudit',
  'web-auth/logout': 'auditLog.module.logout',
  'message/read': 'auditLog.module.messageRead',
  'upload/upload': 'auditLog.module.upload',
  'talent/file': 'auditLog.module.download',
};

/** An area's name where one is known, with its raw key beside it for searching. */
export function ModuleName({ module }: { module: string }) {
  const { t } = useTranslation();
  const key = MODULE_KEYS[module];
  return key ? (
    <span title={module}>
      {t(key)} <small style={{ opacity: 0.65 }}>{module}</small>
    </span>
  ) : (
    <span>{module}</span>
  );
}

/** The sign-in failure reason in words (the server's audit catalogue). */
export function LoginReason({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return reason ? <span>{t(`audit.reason.${reason}`, { defaultValue: reason })}</span> : null;
}

/** The kinds of personal data a read showed, as tags. */
export function ReadKinds({ kinds }: { kinds: string[] }) {
  const { t } = useTranslation();
  return (
    <Space size={[0, 4]} wrap>
      {kinds.map((k) => (
        <Tag key={k}>{t(`auditLog.kind.${k}`, { defaultValue: k })}</Tag>
      ))}
    </Space>
  );
}

/**
 * What an operation did, as a sentence in the reader's language ("approved organisation …"), from
 * the action and object the server kept with the entry; older entries without one show the route.
 */
export function OperationSentence({ entry, route }: { entry: TOperationSubject; route: string }) {
  const { t } = useTranslation();
  const sentence = operationSentence((key, params) => t(key, params ?? {}), entry);
  return sentence ? <span title={route}>{sentence}</span> : <code>{route}</code>;
}
