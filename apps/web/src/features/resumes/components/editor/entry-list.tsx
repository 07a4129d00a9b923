import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import styles from '../resumes.module.css';

type Props = {
  /** The list's field under `content` (education, work, …). */
  name: string;
  /** Title of one entry, e.g. "Education 2" (gets `n`). */
  entryKey: string;
  addKey: string;
  emptyKey: string;
  max: number;
  /** A new entry's values. */
  blank: () => Record<string, unknown>;
  /** The fields of entry `index` (names relative to the entry). */
  children: (index: number) => ReactNode;
};

/**
 * A repeatable section of the resume (education, work, projects, …): entries can be added up to
 * the contract's limit, removed, and moved up or down with buttons (keyboard-friendly, unlike drag).
 */
export function EntryList({ name, entryKey, addKey, emptyKey, max, blank, children }: Props) {
  const { t } = useTranslation();
  return (
    <Form.List name={['content', name]}>
      {(fields, { add, remove, move }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(emptyKey)} />}
          {fields.map((field, index) => {
            const title = t(entryKey, { n: index + 1 });
            return (
              <Card
                key={field.key}
                size="small"
                title={title}
                className={styles.entry}
                extra={
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={t('resumeUi.moveUp', { title })}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === fields.length - 1}
                      aria-label={t('resumeUi.moveDown', { title })}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('resumeUi.removeEntry', { title })}
                      onClick={() => remove(index)}
                    />
                  </Space>
                }
              >
                {children(field.name)}
              </Card>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add(blank())}
            block
          >
            {t(addKey)}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
