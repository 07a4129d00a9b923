import { useMemo, useState } from 'react';
import { Alert, Modal, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { SYSTEM_ADMIN_PERMS } from '@rcwb/shared';
import { useCan } from '@/components/resource';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import {
  type PermissionNode,
  type Role,
  rolePermissionsQuery,
  setRolePermissions,
} from '../api/system-admin';

type Props = { role: Role; onClose: () => void; onDone: (successText: string) => void };

/** Groups → screens → buttons, in menu order. */
function buildTree(
  nodes: PermissionNode[],
  essential: ReadonlySet<number>,
  locked: boolean,
  essentialLabel: string,
): TreeDataNode[] {
  const byParent = new Map<number | null, PermissionNode[]>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    const parent = n.parentId !== null && ids.has(n.parentId) ? n.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n]);
  }
  const walk = (parent: number | null): TreeDataNode[] =>
    (byParent.get(parent) ?? []).map((n) => {
      const children = walk(n.id);
      return {
        key: n.id,
        title: (
          <span>
            <span>{n.title}</span>
            {n.type === 'F' && n.perms ? (
              <code style={{ marginInlineStart: 8, fontSize: 12 }}>{n.perms}</code>
            ) : null}
            {essential.has(n.id) ? (
              <Tag color="gold" style={{ marginInlineStart: 8 }}>
                {essentialLabel}
              </Tag>
            ) : null}
          </span>
        ),
        disableCheckbox: locked || essential.has(n.id),
        ...(children.length ? { children } : {}),
      };
    });
  return walk(null);
}

/**
 * The role's menus and buttons as a tree with checkboxes. Each row is granted on its own (the
 * server keeps links per row), so checking a button checks its screen and group, and unchecking a
 * group unchecks what is under it; what a built-in role must keep is marked and locked.
 */
export function RolePermissionsDialog({ role, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const query = useQuery(rolePermissionsQuery(role.id, i18n.language));
  // The user's choice once they touch the tree; until then what the role holds.
  const [edited, setChecked] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const data = query.data;
  const checked = edited ?? data?.checked ?? [];

  const editable = !!data?.editable && can([SYSTEM_ADMIN_PERMS.roleEdit]);
  const essential = useMemo(() => new Set(data?.essential ?? []), [data]);
  const treeData = useMemo(
    () => (data ? buildTree(data.nodes, essential, !editable, t('roles.essential')) : []),
    [data, essential, editable, t],
  );
  const parentOf = useMemo(() => new Map((data?.nodes ?? []).map((n) => [n.id, n.parentId])), [data]);
  const childrenOf = useMemo(() => {
    const map = new Map<number, number[]>();
    for (const n of data?.nodes ?? [])
      if (n.parentId !== null) map.set(n.parentId, [...(map.get(n.parentId) ?? []), n.id]);
    return map;
  }, [data]);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(checked);
    if (on) {
      for (let at: number | null | undefined = id; at != null; at = parentOf.get(at)) next.add(at);
    } else {
      const stack = [id];
      while (stack.length) {
        const at = stack.pop()!;
        if (!essential.has(at)) next.delete(at);
        stack.push(...(childrenOf.get(at) ?? []));
      }
    }
    setChecked([...next]);
  };

  const save = async () => {
    setSaving(true);
    try {
      await setRolePermissions(role.id, checked);
      onDone(t('resource.saved'));
    } catch (error) {
      if (!isApiError(error)) feedback.error(t('codeDefault'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('roles.permissionsFor', { name: role.name })}
      onCancel={onClose}
      onOk={editable ? save : onClose}
      okText={editable ? t('sysAdmin.save') : t('sysAdmin.close')}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={editable ? {} : { style: { display: 'none' } }}
      maskClosable={false}
      width={640}
    >
      {data && !data.editable ? (
        <Alert type="info" showIcon message={t('roles.adminAll')} style={{ marginBottom: 12 }} />
      ) : role.builtIn ? (
        <Alert type="info" showIcon message={t('roles.builtInHelp')} style={{ marginBottom: 12 }} />
      ) : null}
      {query.isPending ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
          <Tree
            checkable
            checkStrictly
            defaultExpandAll={false}
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(_keys, info) => toggle(Number(info.node.key), info.checked)}
            aria-label={t('roles.permissions')}
          />
        </div>
      )}
    </Modal>
  );
}
