import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { useSession } from '@/stores/session-store';
import { DeliverButton } from './deliver-button';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, post: vi.fn(), get: vi.fn() } };
});

// Complete and public: sent without a warning.
const RESUMES = [
  { id: 3, title: 'Default resume', isDefault: true, completeness: 100, visibility: 'public' },
  { id: 4, title: 'Second resume', isDefault: false, completeness: 100, visibility: 'public' },
];

let latest: unknown = null;
beforeAll(async () => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  latest = null;
  useSession.setState({ token: 't', permissions: ['g01:delivery:add', 'g01:delivery:list'] });
  vi.mocked(api.get).mockImplementation(async (url: string) =>
    url === '/delivery/my/resumes' ? RESUMES : url === '/delivery/my/job/11' ? latest : null,
  );
  vi.mocked(api.post).mockResolvedValue({ id: 9, status: 'delivered' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const render = () =>
  renderRoutes(
    [{ path: '/recruitment/jobInfo', element: <DeliverButton jobId={11} jobTitle="Data analyst" /> }],
    '/recruitment/jobInfo?id=11',
  );

describe('DeliverButton', () => {
  it('delivers the default resume unless another is chosen', async () => {
    render();
    fireEvent.click(await screen.findByTestId('deliver'));
    const preselected = await screen.findByRole('radio', { name: /Default resume/ });
    expect((preselected as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Second resume/ }));
    latest = { id: 9, status: 'delivered' };
    fireEvent.click(screen.getByTestId('deliver-submit'));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/delivery', { jobId: 11, resumeId: 4 }));
    // Afterwards it shows the delivery's state and links to it instead of offering to apply again.
    const link = await screen.findByTestId('my-delivery');
    expect(link.getAttribute('href')).toBe('/g010702/info_td?id=9');
    expect(screen.queryByTestId('deliver')).toBeNull();
  });

  it('marks the resume choice required, as the other forms mark theirs', async () => {
    render();
    fireEvent.click(await screen.findByTestId('deliver'));
    const group = await screen.findByRole('radiogroup', { name: 'Choose the resume to send' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.querySelector('legend')?.className).toMatch(/required/);
    // The greeting is optional: no marker.
    expect(
      document.querySelector(`label[for="${screen.getByTestId('deliver-greeting').id}"]`)?.className ?? '',
    ).not.toMatch(/required/);
  });

  it('sends the greeting, trimmed and cut to its length in characters', async () => {
    render();
    fireEvent.click(await screen.findByTestId('deliver'));
    await screen.findByRole('radio', { name: /Default resume/ });
    const greeting = screen.getByLabelText('A short greeting (optional)');
    fireEvent.change(greeting, { target: { value: `  ${'好'.repeat(210)}` } });
    // Two spaces and 198 characters: the limit counts characters, not UTF-16 units or bytes.
    expect(screen.getByText('200 / 200')).toBeTruthy();
    fireEvent.change(greeting, { target: { value: '  Hello, I would love to join.  ' } });
    fireEvent.click(screen.getByTestId('deliver-submit'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/delivery', {
        jobId: 11,
        resumeId: 3,
        greeting: 'Hello, I would love to join.',
      }),
    );
  });

  it('asks before sending a hidden or incomplete resume, naming why', async () => {
    vi.mocked(api.get).mockImplementation(async (url: string) =>
      url === '/delivery/my/resumes'
        ? [{ id: 5, title: 'Draft resume', isDefault: true, completeness: 15, visibility: 'hidden' }]
        : null,
    );
    render();
    fireEvent.click(await screen.findByTestId('deliver'));
    await screen.findByRole('radio', { name: /Draft resume/ });
    fireEvent.click(screen.getByTestId('deliver-submit'));
    const warning = await screen.findByTestId('deliver-warning');
    expect(warning.textContent).toContain('only 15% complete');
    expect(warning.textContent).toContain('hidden');
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByTestId('deliver-submit').textContent).toBe('Send it anyway');
    fireEvent.click(screen.getByTestId('deliver-submit'));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/delivery', { jobId: 11, resumeId: 5 }));
  });

  it('from a job fair page, sends the fair as the source and shows a refusal in the dialog', async () => {
    vi.mocked(api.post).mockRejectedValueOnce(
      new Error('This job fair asks for a resume at least 80% complete; complete your resume first'),
    );
    renderRoutes(
      [
        {
          path: '/recruitment/jobFairsInfo',
          element: <DeliverButton jobId={11} jobTitle="Data analyst" fairId={5} label="Apply online" />,
        },
      ],
      '/recruitment/jobFairsInfo?id=5',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply online' }));
    await screen.findByRole('radio', { name: /Default resume/ });
    fireEvent.click(screen.getByTestId('deliver-submit'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/delivery', { jobId: 11, resumeId: 3, fairId: 5 }),
    );
    expect((await screen.findByTestId('deliver-error')).textContent).toContain('at least 80% complete');
    // The dialog stays open, so the person can choose another resume.
    expect(screen.getByTestId('deliver-submit')).toBeTruthy();
  });

  it('links to the resumes page when the person has no resume to send', async () => {
    vi.mocked(api.get).mockImplementation(async (url: string) =>
      url === '/delivery/my/resumes' ? [] : null,
    );
    render();
    fireEvent.click(await screen.findByTestId('deliver'));
    expect(await screen.findByText('You have no resume you can send yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Manage my resumes' })[0]!.getAttribute('href')).toBe(
      '/g01/g010501',
    );
  });

  it('lets a person apply again after a decided delivery, and shows nothing to organisations', async () => {
    latest = { id: 7, status: 'withdrawn' };
    render();
    expect((await screen.findByTestId('my-delivery')).textContent).toContain('withdrawn');
    expect(screen.getByTestId('deliver')).toBeTruthy();
    cleanup();
    useSession.setState({ permissions: ['g05:delivery:list'] });
    render();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('deliver')).toBeNull();
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
