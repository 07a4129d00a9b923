import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Form, type FormInstance, Input, Row, Space } from 'antd';
import { resumeCompleteness } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { FileUpload, ImageUpload, UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import { useStoredFile } from '@/features/person-info';
import { applyServerErrors } from '@/components/resource';
import type { ResumeInput, ResumeView } from '../api/resumes';
import { CompletenessPanel } from './completeness-panel';
import { type ResumeFormValues, checkContent, draftContent } from './editor/form-content';
import {
  BasicSection,
  CertificateSection,
  EducationSection,
  IntentionSection,
  ProjectSection,
  SelfEvaluationSection,
  SkillSection,
  WorkSection,
} from './editor/sections';
import styles from './resumes.module.css';

const ATTACHMENT_TYPES = ['pdf', 'doc', 'docx'] as const;

type Props = {
  title: string;
  /** The saved resume (edit), or nothing (add). */
  resume?: ResumeView;
  initialValues: ResumeFormValues;
  save: (input: ResumeInput) => Promise<ResumeView>;
  /** After a successful save (the editor stays; add moves to the edit address). */
  onSaved: (saved: ResumeView) => void;
};

function Section({ id, titleKey, children }: { id: string; titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card id={`resume-${id}`} title={<h2 className={styles.sectionTitle}>{t(titleKey)}</h2>} size="small">
      {children}
    </Card>
  );
}

/**
 * The completeness as the person types. Only this watches the whole form, so a keystroke
 * re-renders the panel and not every section of the editor.
 */
function LiveCompleteness({
  initialValues,
  photo,
  attachment,
}: {
  initialValues: ResumeFormValues;
  photo: boolean;
  attachment: boolean;
}) {
  const form = Form.useFormInstance<ResumeFormValues>();
  const values = Form.useWatch([], form) as ResumeFormValues | undefined;
  const live = resumeCompleteness(draftContent(values ?? initialValues), { photo, attachment });
  return <CompletenessPanel percent={live.percent} missing={live.missing} />;
}

/**
 * The resume editor (g010401 add and edit): every section of the shared contract, the photo and
 * an attached file, with the completeness and missing sections updated as the person types. The
 * content is checked with the server's own schema before it is sent.
 */
export function ResumeEditor({ title, resume, initialValues, save, onSaved }: Props) {
  const { t } = useTranslation();
  const inFlight = useUploadsInFlight();
  const [form] = Form.useForm<ResumeFormValues>();
  const [saving, setSaving] = useState(false);
  const photo = useStoredFile(resume?.photo);
  const attachment = useStoredFile(resume?.attachment);

  const submit = async (submitted: ResumeFormValues) => {
    const checked = checkContent(submitted);
    if (!checked.ok) {
      // Paths come from the schema's issues, so they are not typed against the form's values.
      (form as FormInstance).setFields(
        checked.errors.map((e) => ({ name: e.name, errors: [t(e.messageKey)] })),
      );
      return;
    }
    setSaving(true);
    try {
      const saved = await save({
        title: submitted.title.trim(),
        content: checked.content,
        photoFileId: photo.id,
        attachmentFileId: attachment.id,
      });
      onSaved(saved);
    } catch (error) {
      // Field rules land on their fields; the client has already shown the message itself.
      applyServerErrors(form, error, t, ['title']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ResumeFormValues>
      form={form}
      name="resume"
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError
      onFinish={(v) => void submit(v)}
    >
      <Row gutter={16}>
        <Col xs={24} lg={17}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card title={<h1 className={styles.pageTitle}>{title}</h1>}>
              <Form.Item
                name="title"
                label={t('resumeUi.field.title')}
                rules={[
                  { required: true, whitespace: true, message: t('resumeUi.error.title') },
                  { max: 50, message: t('resumeUi.error.title') },
                ]}
              >
                <Input maxLength={50} showCount placeholder={t('resumeUi.field.titlePlaceholder')} />
              </Form.Item>
            </Card>
            <Section id="basic" titleKey="resumeUi.section.basic">
              <BasicSection />
            </Section>
            <Section id="intention" titleKey="resumeUi.section.intention">
              <IntentionSection />
            </Section>
            <Section id="education" titleKey="resumeUi.section.education">
              <EducationSection />
            </Section>
            <Section id="work" titleKey="resumeUi.section.work">
              <WorkSection />
            </Section>
            <Section id="projects" titleKey="resumeUi.section.projects">
              <ProjectSection />
            </Section>
            <Section id="certificates" titleKey="resumeUi.section.certificates">
              <CertificateSection />
            </Section>
            <Section id="skills" titleKey="resumeUi.section.skills">
              <SkillSection />
            </Section>
            <Section id="selfEvaluation" titleKey="resumeUi.section.selfEvaluation">
              <SelfEvaluationSection />
            </Section>
            <Section id="attachment" titleKey="resumeUi.section.attachment">
              <Form.Item label={t('resumeUi.field.attachment')} htmlFor="resume-attachment">
                <UploadsInFlightScope value={inFlight.tally}>
                  <FileUpload
                    id="resume-attachment"
                    limit={1}
                    fileTypes={ATTACHMENT_TYPES}
                    {...attachment.uploadProps}
                  />
                </UploadsInFlightScope>
              </Form.Item>
            </Section>
            <Section id="photo" titleKey="resumeUi.section.photo">
              <Form.Item label={t('resumeUi.field.photo')} htmlFor="resume-photo">
                <UploadsInFlightScope value={inFlight.tally}>
                  <ImageUpload id="resume-photo" limit={1} {...photo.uploadProps} />
                </UploadsInFlightScope>
              </Form.Item>
            </Section>
          </Space>
        </Col>
        <Col xs={24} lg={7}>
          <div className={styles.side}>
            <Card size="small">
              <Space orientation="vertical" style={{ width: '100%' }}>
                {/*
                  Above the panel, whose height changes as the person types. Not a submit button:
                  Enter in a field (e.g. confirming a month) must not save a half-written resume.
                */}
                <Button
                  type="primary"
                  loading={saving}
                  disabled={inFlight.busy}
                  block
                  onClick={() => form.submit()}
                >
                  {t('resumeUi.save')}
                </Button>
                <LiveCompleteness
                  initialValues={initialValues}
                  photo={photo.id !== null}
                  attachment={attachment.id !== null}
                />
              </Space>
            </Card>
          </div>
        </Col>
      </Row>
    </Form>
  );
}
