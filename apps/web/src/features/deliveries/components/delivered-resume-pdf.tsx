import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { exportElementToPdf } from '@/components/pdf-export';
import { ResumeDocument } from '@/features/resumes';
import { getDeliveredResume } from '../api/deliveries';

/** The printable view's page width (its sheet inside the 860 px page with 24 px padding). */
const SHEET_WIDTH = 812;

/**
 * Saves the resume as delivered (the delivery's snapshot, read through the server so the read is
 * recorded) as PDF with the printable view's renderer: the resumes feature's document, drawn off
 * screen, through the same export as the printable page. `onDone` runs once it is saved or failed.
 */
export function DeliveredResumePdf({ deliveryId, onDone }: { deliveryId: number; onDone: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const resume = useQuery({
    queryKey: ['delivered-resume', deliveryId],
    queryFn: () => getDeliveredResume(deliveryId),
    retry: false,
    gcTime: 0,
  });
  const data = resume.data;
  useEffect(() => {
    if (resume.isError) done.current();
    const element = sheet.current;
    if (!data || !element) return;
    let cancelled = false;
    // One frame for the document's layout before it is drawn.
    const frame = requestAnimationFrame(() => {
      if (!cancelled)
        void exportElementToPdf(element, `${data.title}-${data.jobTitle}`).finally(() => done.current());
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [data, resume.isError]);
  if (!data) return null;
  return createPortal(
    <div aria-hidden="true" style={{ position: 'fixed', left: -10_000, top: 0, width: SHEET_WIDTH }}>
      <div ref={sheet} data-testid="delivered-resume-sheet">
        <ResumeDocument
          resume={{
            title: data.title,
            content: data.content,
            // The snapshot without the person's contacts: the delivery page shows those, recorded.
            person: null,
            photo: data.photo,
            attachment: data.attachment,
          }}
        />
      </div>
    </div>,
    document.body,
  );
}

/** The delivery page's button for {@link DeliveredResumePdf}. */
export function DeliveredResumePdfButton({ deliveryId }: { deliveryId: number }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <>
      <Button icon={<FilePdfOutlined />} loading={saving} onClick={() => setSaving(true)}>
        {t('deliveriesUi.pdf')}
      </Button>
      {saving && <DeliveredResumePdf deliveryId={deliveryId} onDone={() => setSaving(false)} />}
    </>
  );
}
