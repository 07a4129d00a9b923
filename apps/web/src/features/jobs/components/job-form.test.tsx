import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render';
import type { TJobFields } from '@rcwb/shared';
import { jobsAdminUi } from '../jobs-admin.back-office.i18n';
import { JobForm } from './job-form';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(async () => []) } };
});
// The rich text editor is tested on its own; here the description is a given value.
vi.mock('@/components/editor', () => ({ LazyRichTextEditor: () => <textarea aria-label="Description" /> }));

vi.setConfig({ testTimeout: 60_000 });

const JOB: TJobFields = {
  title: 'Data analyst',
  category: '0201',
  industry: '65',
  area: '350102',
  salaryMin: 9000,
  salaryMax: 15000,
  education: '4',
  experience: '3',
  jobType: '1',
  headcount: 2,
  welfare: [],
  description: '<p>SQL and Python.</p>',
  contactName: null,
  contactPhone: null,
};

beforeAll(async () => {
  installDomShims();
  i18n.addResourceBundle('en', 'translation', jobsAdminUi.en, true, true);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('posting form', () => {
  it('submits for review from the form, beside saving a draft', async () => {
    const submit = vi.fn(async () => ({}));
    const submitForReview = vi.fn(async () => ({}));
    const onDone = vi.fn();
    renderWithQuery(
      <JobForm
        title="Post a job"
        initialValues={JOB}
        submitKey="jobsAdmin.saveDraft"
        submit={submit}
        submitForReview={submitForReview}
        onDone={onDone}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(submitForReview).toHaveBeenCalledWith(expect.objectContaining({ title: 'Data analyst' })),
    );
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submitForReview).toHaveBeenCalledTimes(1);
  });

  it('offers only saving where a posting cannot be submitted', async () => {
    renderWithQuery(
      <JobForm
        title="Edit"
        initialValues={JOB}
        submitKey="jobsAdmin.submitChange"
        submit={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Submit changes for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
