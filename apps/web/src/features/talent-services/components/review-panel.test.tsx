import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTalentReviewAct } from '@rcwb/shared';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import type { ApplicationView } from '@/features/programs';
import { filesOf, uploadsOf } from './files';
import { ReviewPanel } from './review-panel';

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const viewAt = (key: string): ApplicationView => ({
  status: 'in-review',
  process: { name: { en: 'Talent service handling', 'zh-CN': '人才服务办理' } },
  step: { key, name: { en: key === 'grant' ? 'Grant' : 'Eligibility check', 'zh-CN': '环节' } },
  returned: null,
  submittedAt: null,
  dueAt: null,
  decidedAt: null,
  timeline: [],
});

function panel(step: string, subsidyCap: number | null, decide: (b: TTalentReviewAct) => Promise<unknown>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewPanel view={viewAt(step)} subsidyCap={subsidyCap} decide={decide} onDone={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('ReviewPanel', () => {
  it('offers approve, return and reject at a check, with the opinion sent for the step shown', async () => {
    const decide = vi.fn(async () => ({}));
    panel('eligibility', null, decide);
    expect(screen.getByText('Your decision at this step: Eligibility check')).toBeTruthy();
    expect(screen.queryByLabelText('Amount granted (yuan)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Opinion (the applicant is told it)'), {
      target: { value: 'Add the marriage certificate.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Return for changes' }));
    await waitFor(() =>
      expect(decide).toHaveBeenCalledWith({
        step: 'eligibility',
        action: 'return',
        opinion: 'Add the marriage certificate.',
        grant: null,
      }),
    );
  });

  it('asks a subsidy’s grant for its amount and period, and offers no return there', async () => {
    const decide = vi.fn(async () => ({}));
    panel('grant', 300_000, decide);
    expect(screen.queryByRole('button', { name: 'Return for changes' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount granted (yuan)'), { target: { value: '90000' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2028-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(decide).toHaveBeenCalledWith({
        step: 'grant',
        action: 'approve',
        opinion: '',
        grant: { amount: 90_000, from: '2026-01-01', until: '2028-12-31' },
      }),
    );
  });
});

describe('the uploads of an application', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('sends one file per named material, leaving out those not uploaded, and starts a correction from the stored ones', () => {
    expect(filesOf(['户口簿', '结婚证'], { 户口簿: [`/talent/file/${id}`], 结婚证: [] })).toEqual([
      { name: '户口簿', fileId: id },
    ]);
    expect(
      uploadsOf([
        { name: '户口簿', file: { id, name: 'a.pdf', mime: 'application/pdf', size: 1 } },
        { name: '结婚证', file: null },
      ]),
    ).toEqual({ 户口簿: [`/talent/file/${id}`], 结婚证: [] });
  });
});
