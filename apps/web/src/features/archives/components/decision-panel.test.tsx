import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import type { WorkflowView } from '@/components/workflow-progress';
import { i18n } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render';
import { type ArchiveRequestDetail, decide } from '../api/archives';
import { DecisionPanel } from './decision-panel';

vi.mock('../api/archives', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  decide: vi.fn(),
}));

const name = (en: string) => ({ en, 'zh-CN': en });

const request = (status: WorkflowView['status'], step: string | null): ArchiveRequestDetail => ({
  id: 7,
  kind: 'certificate',
  title: '人事档案证明申请',
  applicantName: '林晓',
  status,
  step,
  submittedAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  form: { kind: 'certificate', certificateType: 'deposit', purpose: '落户' },
  attachments: [],
  editable: false,
  document: null,
  view: {
    status,
    process: { name: name('Personnel archive request') },
    step: step ? { key: step, name: name(step) } : null,
    returned: null,
    submittedAt: null,
    dueAt: null,
    decidedAt: null,
    timeline: [],
  },
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
  installDomShims();
});
afterEach(() => {
  cleanup();
  vi.mocked(decide).mockReset();
});

describe('DecisionPanel', () => {
  it('offers return for correction only at the materials check, and sends the step shown', async () => {
    vi.mocked(decide).mockResolvedValue(request('in-review', 'handle'));
    const done = vi.fn();
    renderWithQuery(<DecisionPanel request={request('submitted', 'check')} onDone={done} />);
    fireEvent.change(screen.getByLabelText('Opinion (the holder is told it)'), {
      target: { value: '缺少身份证复印件' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return for correction' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(decide).toHaveBeenCalledWith(7, 'return', 'check', '缺少身份证复印件');
  });

  it('issues at the last step, with neither return nor reject there', () => {
    renderWithQuery(<DecisionPanel request={request('in-review', 'issue')} onDone={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Issue and close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return for correction' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('shows nothing once the request is decided or back with the holder', () => {
    const { container } = renderWithQuery(
      <DecisionPanel request={request('returned', null)} onDone={() => undefined} />,
    );
    expect(container.querySelector('[data-testid="decision-panel"]')).toBeNull();
  });
});
