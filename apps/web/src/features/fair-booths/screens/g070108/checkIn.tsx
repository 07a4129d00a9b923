import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Spin } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { screenTitle } from '@rcwb/shared';
import { ResourcePage } from '@/components/resource';
import { isApiError } from '@/lib/api';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import { type CheckInAnswer, FAIR_BOOTHS_KEY, checkInCode, listFairOptions } from '../../api/fair-booths';

// The camera and the QR decoder load only when staff press "Scan with camera".
const CameraScanner = lazy(() => import('../../components/camera-scanner'));

type Outcome = { ok: true; answer: CheckInAnswer } | { ok: false; message: string };

/**
 * g070108/checkIn: the entrance desk on a phone. Staff choose the fair once, then type (or paste
 * from a scanner, or scan with the phone's camera) each visitor's ticket code or organisation's
 * check-in code; the answer says who it is, or why the code is refused (another fair, a cancelled
 * ticket, already checked in).
 */
export default function CheckInScreen() {
  const { t, i18n } = useTranslation();
  const [fairId, setFairId] = useState<number | undefined>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const fairs = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'fair-options'],
    queryFn: ({ signal }) => listFairOptions(signal),
  });
  // A scanned code goes through the same call as a typed one.
  const submit = async (typed = code) => {
    if (!fairId || !typed.trim()) return;
    setBusy(true);
    try {
      setOutcome({ ok: true, answer: await checkInCode(fairId, typed.trim()) });
      setCode('');
    } catch (error) {
      setOutcome({ ok: false, message: isApiError(error) ? error.message : t('fairBoothsUi.checkInFailed') });
    } finally {
      setBusy(false);
    }
  };
  const answer = outcome?.ok ? outcome.answer : null;
  return (
    <ResourcePage title={screenTitle('g070108:checkIn', i18n.language)}>
      <Card style={{ maxWidth: 520 }}>
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('fairBoothsUi.fair')} required>
            <Select
              value={fairId}
              onChange={(v: number) => {
                setFairId(v);
                setOutcome(null);
              }}
              loading={fairs.isLoading}
              showSearch
              optionFilterProp="label"
              data-testid="checkin-fair"
              aria-label={t('fairBoothsUi.fair')}
              options={(fairs.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
            />
          </Form.Item>
          <Form.Item label={t('fairBoothsUi.code')} extra={t('fairBoothsUi.codeHelp')} required>
            <Input
              size="large"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-testid="checkin-code"
              aria-label={t('fairBoothsUi.code')}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={busy}
            disabled={!fairId || !code.trim()}
          >
            {t('fairBoothsUi.checkIn')}
          </Button>
        </Form>
        <div style={{ marginTop: 16 }}>
          {scanning && fairId ? (
            <Suspense fallback={<Spin />}>
              <CameraScanner
                onCode={(scanned) => {
                  setScanning(false);
                  setCode(scanned);
                  void submit(scanned);
                }}
                onClose={() => setScanning(false)}
              />
            </Suspense>
          ) : (
            <Button
              size="large"
              block
              icon={<CameraOutlined />}
              disabled={!fairId}
              onClick={() => {
                setOutcome(null);
                setScanning(true);
              }}
              data-testid="checkin-scan"
            >
              {t('fairBoothsUi.scan')}
            </Button>
          )}
        </div>
        <div role="status" aria-live="polite" style={{ marginTop: 16 }} data-testid="checkin-result">
          {answer && (
            <Alert
              type="success"
              showIcon
              title={t(
                answer.kind === 'org' ? 'fairBoothsUi.checkedInOrg' : 'fairBoothsUi.checkedInVisitor',
                {
                  name: answer.name,
                },
              )}
              description={
                <>
                  {answer.booth && <div>{t('fairBoothsUi.boothIs', { booth: answer.booth })}</div>}
                  <div>{formatReadableDateTime(answer.checkedInAt, i18n.language)}</div>
                </>
              }
            />
          )}
          {outcome && !outcome.ok && <Alert type="error" showIcon title={outcome.message} />}
        </div>
      </Card>
    </ResourcePage>
  );
}
