import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

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
