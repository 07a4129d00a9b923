import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { isValidAnchorId } from '@rcwb/shared';
import { AppDialog } from '@/components/dialog/app-dialog';
import { type PrefixQuestion, resolveHref } from './link-rules';

export type LinkValue = { href: string; newTab: boolean };
/** `href: null` removes the link. `text` is inserted when nothing was selected. */
export type LinkResult = { href: string | null; newTab: boolean; text?: string };

type DialogButtonsProps = { onCancel: () => void; busy?: boolean };

function DialogButtons({ onCancel, busy = false }: DialogButtonsProps) {
  const { t } = useTranslation();
  return (
    <Flex justify="end" gap={8}>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" htmlType="submit" disabled={busy}>
        {t('common.ok')}
      </Button>
    </Flex>
  );
}

type LinkFormValues = { href?: string; text?: string; newTab: boolean };

type LinkDialogProps = {
  open: boolean;
  initial: LinkValue;
  /** Ask for the text to show (nothing is selected, so the link needs its own text). */
  askText: boolean;
  onSubmit: (result: LinkResult) => void;
  onCancel: () => void;
};

type Question = { prefix: 'mailto:' | 'http://'; answer: (yes: boolean) => void };

/**
 * The link dialog: address (with the SPEC §5 mailto:/http:// prompts), optional text, and "open
 * in a new window". An empty address removes the link. The prefix question is asked inside this
 * dialog rather than in a second modal, so focus never gets lost between two dialogs.
 */
export function LinkDialog({ open, initial, askText, onSubmit, onCancel }: LinkDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LinkFormValues>();
  const [question, setQuestion] = useState<Question | null>(null);

  const ask: PrefixQuestion = (prefix) =>
    new Promise((resolve) =>
      setQuestion({
        prefix,
        answer: (yes) => {
          setQuestion(null);
          resolve(yes);
        },
      }),
    );

  const finish = async ({ href = '', text, newTab }: LinkFormValues) => {
    if (!href.trim()) {
      onSubmit({ href: null, newTab });
      return;
    }
    const resolved = await resolveHref(href, ask);
    if (resolved === null) {
      form.setFields([{ name: 'href', errors: [t('editor.linkNotAllowed')] }]);
      return;
    }
    onSubmit({ href: resolved, newTab, text: text?.trim() || undefined });
  };

  return (
    <AppDialog open={open} title={t('editor.linkTitle')} footer={null} onCancel={onCancel}>
      <Form
        form={form}
        name="rte-link"
        layout="vertical"
        initialValues={{ href: initial.href, newTab: initial.newTab, text: '' }}
        onFinish={(values) => void finish(values)}
      >
        <Form.Item name="href" label={t('editor.linkUrl')}>
          <Input autoFocus inputMode="url" autoComplete="off" readOnly={question !== null} />
        </Form.Item>
        {question ? (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            title={t(question.prefix === 'mailto:' ? 'editor.linkMailtoPrompt' : 'editor.linkHttpPrompt')}
            action={
              <Flex vertical gap={4}>
                <Button size="small" type="primary" autoFocus onClick={() => question.answer(true)}>
                  {t('editor.yes')}
                </Button>
                <Button size="small" onClick={() => question.answer(false)}>
                  {t('editor.no')}
                </Button>
              </Flex>
            }
          />
        ) : null}
        {askText ? (
          <Form.Item name="text" label={t('editor.linkText')}>
            <Input autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item name="newTab" valuePropName="checked">
          <Checkbox>{t('editor.linkNewTab')}</Checkbox>
        </Form.Item>
        <DialogButtons onCancel={onCancel} busy={question !== null} />
      </Form>
    </AppDialog>
  );
}

type AnchorDialogProps = {
  open: boolean;
  initial: string;
  /** `null` removes the anchor. */
  onSubmit: (id: string | null) => void;
  onCancel: () => void;
};

/** The anchor dialog: an id for the current block, checked with the SPEC §5 rule. */
export function AnchorDialog({ open, initial, onSubmit, onCancel }: AnchorDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ id?: string }>();
  return (
    <AppDialog open={open} title={t('editor.anchorTitle')} footer={null} onCancel={onCancel}>
      <Form
        form={form}
        name="rte-anchor"
        layout="vertical"
        initialValues={{ id: initial }}
        onFinish={({ id }) => onSubmit(id?.trim() || null)}
      >
        <Form.Item
          name="id"
          label={t('editor.anchorId')}
          extra={t('editor.anchorHelp')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const id = value?.trim();
                if (id && !isValidAnchorId(id)) throw new Error(t('editor.anchorInvalid'));
              },
            },
          ]}
        >
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <DialogButtons onCancel={onCancel} />
      </Form>
    </AppDialog>
  );
}
