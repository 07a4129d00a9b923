import { Tag } from 'antd';
import { useTranslation } from '@/lib/i18n';

/** Role keys as tags with their names (the shared role labels of the back office). */
export function RoleTags({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {roles.map((role) => (
        <Tag key={role} color={role === 'admin' ? 'red' : 'blue'}>
          {t(`role.${role}`, { defaultValue: role })}
        </Tag>
      ))}
    </>
  );
}
