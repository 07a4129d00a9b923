import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { RESUME_LIMITS, SKILL_LEVELS } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';
import { DictSelect, DictTreeSelect } from '@/components/resource/dict-select';
import { EntryList } from './entry-list';
import { MonthItem } from './month-item';

/**
 * The sections of the resume editor, one component each. Dictionary fields use the same
 * selects as the posting form; field names follow the shared contract (ZResumeContent).
 */

const HALF = { xs: 24, md: 12 };

export function BasicSection() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col {...HALF}>
        <Form.Item name={['content', 'basic', 'seekingStatus']} label={t('resumeUi.field.seekingStatus')}>
          <DictSelect dict="seeking_status" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['content', 'basic', 'education']} label={t('resumeUi.field.education')}>
          <DictSelect dict="education" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['content', 'basic', 'workYears']} label={t('resumeUi.field.workYears')}>
          <InputNumber min={0} max={60} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['content', 'basic', 'residence']} label={t('resumeUi.field.residence')}>
          <DictTreeSelect dict="area" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function IntentionSection() {
  const { t } = useTranslation();
  const most = (max: number) => ({
    validator: (_: unknown, value: string[] | undefined) =>
      (value?.length ?? 0) <= max
        ? Promise.resolve()
        : Promise.reject(new Error(t('resumeUi.error.most', { max }))),
  });
  return (
    <Row gutter={16}>
      <Col {...HALF}>
        <Form.Item
          name={['content', 'intention', 'categories']}
          label={t('resumeUi.field.categories')}
          rules={[most(RESUME_LIMITS.intentionCodes)]}
        >
          <DictTreeSelect dict="job_category" multiple />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name={['content', 'intention', 'areas']}
          label={t('resumeUi.field.areas')}
          rules={[most(RESUME_LIMITS.intentionCodes)]}
        >
          <DictTreeSelect dict="area" multiple />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name={['content', 'intention', 'salaryMin']}
          label={t('resumeUi.field.salaryMin')}
          extra={t('resumeUi.field.salaryHelp')}
        >
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name={['content', 'intention', 'salaryMax']}
          label={t('resumeUi.field.salaryMax')}
          dependencies={[['content', 'intention', 'salaryMin']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: number | null | undefined) => {
                const min = getFieldValue(['content', 'intention', 'salaryMin']) as number | null | undefined;
                return min == null || value == null || min <= value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('resumeUi.error.salaryOrder')));
              },
            }),
          ]}
        >
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['content', 'intention', 'jobType']} label={t('resumeUi.field.jobType')}>
          <DictSelect dict="job_type" />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name={['content', 'intention', 'arrival']} label={t('resumeUi.field.arrival')}>
          <DictSelect dict="arrival_time" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** A required text of an entry. */
function RequiredText({ name, labelKey, max }: { name: (string | number)[]; labelKey: string; max: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(labelKey)}
      rules={[{ required: true, whitespace: true, message: t('resumeUi.error.required') }]}
    >
      <Input maxLength={max} />
    </Form.Item>
  );
}

function Period({ index }: { index: number }) {
  return (
    <>
      <Col {...HALF}>
        <MonthItem name={[index, 'start']} labelKey="resumeUi.field.start" required />
      </Col>
      <Col {...HALF}>
        <MonthItem name={[index, 'end']} labelKey="resumeUi.field.end" placeholderKey="resumeUi.toDate" />
      </Col>
    </>
  );
}

const period = { start: null, end: null };

export function EducationSection() {
  const { t } = useTranslation();
  return (
    <EntryList
      name="education"
      entryKey="resumeUi.entry.education"
      addKey="resumeUi.add.education"
      emptyKey="resumeUi.empty.education"
      max={RESUME_LIMITS.entries}
      blank={() => ({ school: '', major: '', degree: '', ...period })}
    >
      {(index) => (
        <Row gutter={16}>
          <Col {...HALF}>
            <RequiredText name={[index, 'school']} labelKey="resumeUi.field.school" max={100} />
          </Col>
          <Col {...HALF}>
            <Form.Item name={[index, 'major']} label={t('resumeUi.field.major')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name={[index, 'degree']} label={t('resumeUi.field.degree')}>
              <DictSelect dict="education" />
            </Form.Item>
          </Col>
          <Col {...HALF} />
          <Period index={index} />
        </Row>
      )}
    </EntryList>
  );
}

function Description({ index, labelKey }: { index: number; labelKey: string }) {
  const { t } = useTranslation();
  return (
    <Col span={24}>
      <Form.Item name={[index, 'description']} label={t(labelKey)}>
        <Input.TextArea rows={3} maxLength={RESUME_LIMITS.longText} showCount />
      </Form.Item>
    </Col>
  );
}

export function WorkSection() {
  return (
    <EntryList
      name="work"
      entryKey="resumeUi.entry.work"
      addKey="resumeUi.add.work"
      emptyKey="resumeUi.empty.work"
      max={RESUME_LIMITS.entries}
      blank={() => ({ company: '', position: '', description: '', ...period })}
    >
      {(index) => (
        <Row gutter={16}>
          <Col {...HALF}>
            <RequiredText name={[index, 'company']} labelKey="resumeUi.field.company" max={100} />
          </Col>
          <Col {...HALF}>
            <RequiredText name={[index, 'position']} labelKey="resumeUi.field.position" max={100} />
          </Col>
          <Period index={index} />
          <Description index={index} labelKey="resumeUi.field.workDescription" />
        </Row>
      )}
    </EntryList>
  );
}

export function ProjectSection() {
  const { t } = useTranslation();
  return (
    <EntryList
      name="projects"
      entryKey="resumeUi.entry.project"
      addKey="resumeUi.add.project"
      emptyKey="resumeUi.empty.project"
      max={RESUME_LIMITS.entries}
      blank={() => ({ name: '', role: '', description: '', ...period })}
    >
      {(index) => (
        <Row gutter={16}>
          <Col {...HALF}>
            <RequiredText name={[index, 'name']} labelKey="resumeUi.field.projectName" max={100} />
          </Col>
          <Col {...HALF}>
            <Form.Item name={[index, 'role']} label={t('resumeUi.field.role')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Period index={index} />
          <Description index={index} labelKey="resumeUi.field.projectDescription" />
        </Row>
      )}
    </EntryList>
  );
}

export function CertificateSection() {
  const { t } = useTranslation();
  return (
    <EntryList
      name="certificates"
      entryKey="resumeUi.entry.certificate"
      addKey="resumeUi.add.certificate"
      emptyKey="resumeUi.empty.certificate"
      max={RESUME_LIMITS.entries}
      blank={() => ({ name: '', issuer: '', date: null })}
    >
      {(index) => (
        <Row gutter={16}>
          <Col {...HALF}>
            <RequiredText name={[index, 'name']} labelKey="resumeUi.field.certificate" max={100} />
          </Col>
          <Col {...HALF}>
            <Form.Item name={[index, 'issuer']} label={t('resumeUi.field.issuer')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <MonthItem name={[index, 'date']} labelKey="resumeUi.field.certificateDate" />
          </Col>
        </Row>
      )}
    </EntryList>
  );
}

export function SkillSection() {
  const { t } = useTranslation();
  return (
    <EntryList
      name="skills"
      entryKey="resumeUi.entry.skill"
      addKey="resumeUi.add.skill"
      emptyKey="resumeUi.empty.skill"
      max={RESUME_LIMITS.skills}
      blank={() => ({ name: '', level: 'good' })}
    >
      {(index) => (
        <Row gutter={16}>
          <Col {...HALF}>
            <RequiredText name={[index, 'name']} labelKey="resumeUi.field.skill" max={40} />
          </Col>
          <Col {...HALF}>
            <Form.Item name={[index, 'level']} label={t('resumeUi.field.level')}>
              <Select options={SKILL_LEVELS.map((l) => ({ value: l, label: t(`resumeUi.level.${l}`) }))} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </EntryList>
  );
}

export function SelfEvaluationSection() {
  const { t } = useTranslation();
  return (
    <Form.Item name={['content', 'selfEvaluation']} label={t('resumeUi.section.selfEvaluation')}>
      <Input.TextArea rows={4} maxLength={RESUME_LIMITS.longText} showCount />
    </Form.Item>
  );
}
