import type { TMaterialFileKind, TProgramMaterialsForm } from '@rcwb/shared';
import { useState } from 'react';
import { Button, Checkbox, Empty, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { FileUpload, UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import { feedback } from '@/lib/feedback/feedback';
import {
  APPLICATIONS_KEY,
  type ApplicationDetail,
  saveMaterials,
  submitApplication,
} from '../api/applications';
import { applicantIndexPath, applicationPath } from '../components/application-paths';
import { ApplicationFrame } from './application-frame';
import styles from './application-page.module.css';

/** The extensions the upload offers for a material's accepted kinds (the server checks the content). */
const EXTENSIONS: Record<TMaterialFileKind, readonly string[]> = {
  pdf: ['pdf'],
  image: ['png', 'jpg', 'jpeg'],
  office: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
};
export const extensionsFor = (kinds: readonly TMaterialFileKind[]) => kinds.flatMap((k) => EXTENSIONS[k]);

const urlOf = (id: string) => `/talent/file/${id}`;
const idOf = (url: string | undefined) => (url && /\/talent\/file\/([0-9a-f-]{36})$/i.exec(url)?.[1]) || null;

function StepTwoForm({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [urls, setUrls] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(app.materials.map((m) => [m.name, m.file ? [urlOf(m.file.id)] : []])),
  );
  const [declared, setDeclared] = useState(app.declared);
  const names = Object.fromEntries(
    app.materials.flatMap((m) => (m.file ? [[urlOf(m.file.id), m.file.name]] : [])),
  );
  const form = (): TProgramMaterialsForm => ({
    files: app.materials.map((m) => ({ name: m.name, fileId: idOf(urls[m.name]?.[0]) })),
    declared,
  });
  const save = useMutation({
    mutationFn: () => saveMaterials(app.id, form()),
    onSuccess: (saved) => queryClient.setQueryData([APPLICATIONS_KEY, 'detail', app.id], saved),
  });
  const submit = useMutation({
    mutationFn: async () => {
      await saveMaterials(app.id, form());
      return submitApplication(app.id);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [APPLICATIONS_KEY] });
      feedback.success(t('programApply.submitted'));
      await navigate(applicantIndexPath(app.applicantType));
    },
  });
  const inFlight = useUploadsInFlight();
  const busy = save.isPending || submit.isPending || inFlight.busy;
  return (
    <div data-testid="program-step-two">
      {app.materials.length === 0 && <Empty description={t('programApply.noMaterials')} />}
      {app.materials.map((m, i) => (
        <section key={m.name} className={styles.material} aria-labelledby={`material-${i}`}>
          <Typography.Text strong id={`material-${i}`}>
            {m.name}（{t(m.required ? 'programApply.required' : 'programApply.optional')}）
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('programApply.accepts', {
              kinds: m.kinds.map((k) => t(`programApply.kind.${k}`)).join(' / '),
            })}
          </Typography.Paragraph>
          <UploadsInFlightScope value={inFlight.tally}>
            {' '}
            <FileUpload
              id={`material-file-${i}`}
              limit={1}
              fileTypes={extensionsFor(m.kinds)}
              value={urls[m.name] ?? []}
              fileNames={names}
              onChange={(value) => setUrls((u) => ({ ...u, [m.name]: value }))}
            />
          </UploadsInFlightScope>
        </section>
      ))}
      <Checkbox
        checked={declared}
        onChange={(e) => setDeclared(e.target.checked)}
        data-testid="program-declaration"
      >
        {t('programApply.declaration')}
      </Checkbox>
      <div className={styles.actions}>
        <Link to={applicationPath(app.applicantType, 'addOne', app)}>{t('programApply.previous')}</Link>
        <Button
          loading={save.isPending}
          disabled={busy}
          onClick={() =>
            save.mutateAsync().then(
              () => feedback.success(t('programApply.saved')),
              () => undefined,
            )
          }
        >
          {t('programApply.saveDraft')}
        </Button>
        <Button type="primary" loading={submit.isPending} disabled={busy} onClick={() => submit.mutate()}>
          {app.view.status === 'returned' ? t('programApply.resubmit') : t('programApply.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Standalone /g020101|g020102/addTwo/{id}/{gad002}/{gad021}/{type}: step 2, one upload per material
 * the batch asks for, the declaration, then submit (or resubmit after a return). With `print` as
 * the type, the printable A4 sheet of the application.
 */
export function ApplicationStepTwoPage() {
  return <ApplicationFrame step={1}>{(app) => <StepTwoForm key={app.id} app={app} />}</ApplicationFrame>;
}
