import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Labels } from '@/lib/jobs/use-labels';
import type { JobCard as Card } from '../api/jobs';
import { JobCard } from './job-card';

afterEach(cleanup);

const job: Card = {
  id: 7,
  title: '数据分析师',
  titleParts: [],
  orgId: 1,
  orgName: '某科技公司',
  orgNameParts: [],
  snippet: [],
  area: '360100',
  category: 'it',
  salaryMin: null,
  salaryMax: null,
  education: 'bachelor',
  experience: 'none',
  jobType: 'full',
  headcount: 1,
  welfare: [],
  viewCount: 0,
  refreshedAt: '2026-11-20T08:00:00.000Z',
};
// The card shows labels as they come: the codes stand for them here.
const labels = {
  area: (code: string) => code,
  flat: (_dict: string, code: string) => code,
} as unknown as Labels;

describe('JobCard', () => {
  it("titles the posting one level below its list's heading", () => {
    const { unmount } = render(
      <MemoryRouter>
        <JobCard job={job} labels={labels} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '数据分析师' })).toBeTruthy();
    unmount();
    // The search results sit under the page's h1: their cards are h2, no level skipped.
    render(
      <MemoryRouter>
        <JobCard job={job} labels={labels} level={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '数据分析师' })).toBeTruthy();
  });
});
