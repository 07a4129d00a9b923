import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { deliveriesUi } from '../deliveries.back-office.i18n';
import { DeliveryTimeline } from './delivery-timeline';

beforeAll(async () => {
  installDomShims();
  i18n.addResourceBundle('en', 'translation', deliveriesUi.en, true, true);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const event = (id: number, kind: string, at: string, over: Record<string, unknown> = {}) => ({
  id,
  kind,
  status: 'interview' as const,
  actorSide: 'org' as const,
  note: null,
  createdAt: at,
  ...over,
});

describe('DeliveryTimeline', () => {
  it('lists the steps with who took them and their notes, in time order', () => {
    render(
      <DeliveryTimeline
        events={[
          event(2, 'interview', '2026-11-21T09:00:00Z', { note: 'Bring your portfolio' }),
          event(1, 'delivered', '2026-11-20T08:00:00Z', { actorSide: 'person', status: 'delivered' }),
        ]}
      />,
    );
    const steps = screen.getAllByTestId('timeline-event');
    expect(steps).toHaveLength(2);
    expect(within(steps[0]!).getByText('Resume delivered')).toBeTruthy();
    expect(steps[0]!.textContent).toContain('Applicant');
    expect(within(steps[1]!).getByText('Invited to an interview')).toBeTruthy();
    expect(steps[1]!.textContent).toContain('Organisation');
    expect(steps[1]!.textContent).toContain('Bring your portfolio');
    expect(screen.queryByTestId('timeline-note')).toBeNull();
  });

  it('merges the organisation’s private notes in by time, marked private', () => {
    render(
      <DeliveryTimeline
        events={[
          event(1, 'delivered', '2026-11-20T08:00:00Z', { actorSide: 'person' }),
          event(2, 'closed', '2026-11-22T08:00:00Z', { actorSide: 'system', status: 'closed' }),
        ]}
        notes={[
          { id: 9, body: 'Strong SQL', authorName: 'Minjiang Tech', createdAt: '2026-11-21T08:00:00Z' },
        ]}
      />,
    );
    const items = screen.getAllByTestId(/timeline-(event|note)/);
    expect(items.map((i) => i.getAttribute('data-testid'))).toEqual([
      'timeline-event',
      'timeline-note',
      'timeline-event',
    ]);
    expect(within(items[1]!).getByText('Private note')).toBeTruthy();
    expect(items[1]!.textContent).toContain('Strong SQL');
    expect(items[2]!.textContent).toContain('Closed with the posting');
    expect(items[2]!.textContent).toContain('System');
  });

  it('says when nothing happened yet', () => {
    render(<DeliveryTimeline events={[]} />);
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
  });
});
