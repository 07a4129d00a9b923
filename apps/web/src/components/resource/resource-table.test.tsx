import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPermission } from '@rcwb/shared';
import { i18n } from '@/lib/i18n';
import { NARROW_QUERY } from '@/lib/use-narrow-screen';
import { mediaMatching } from '@/test/media';
import { useSession } from '@/stores/session-store';
import { renderWithQuery } from '@/test/render';
import { ResourceTable, cardColumns } from './resource-table';
import { installDomShims } from './test-env';
import type { ActionDef, ColumnDef } from './types';

type Row = { id: number; person: string; job: string; org: string; resume: string; sentAt: string };
const ROWS: Row[] = [
  { id: 1, person: '刘洋', job: '数据分析师', org: '数智科技', resume: '默认简历', sentAt: 'x' },
  { id: 2, person: '王芳', job: '前端开发', org: '数智科技', resume: '简历二', sentAt: 'y' },
];
const COLUMNS: ColumnDef<Row>[] = [
  { key: 'person', titleKey: 'Applicant' },
  { key: 'job', titleKey: 'Posting' },
  { key: 'org', titleKey: 'Organisation' },
  { key: 'resume', titleKey: 'Resume' },
  { key: 'sentAt', titleKey: 'Sent' },
];
const view: ActionDef<Row> = { key: 'view', labelKey: 'View', perms: ['t:view' as TPermission] };

let realMatchMedia: typeof window.matchMedia;
/** A window as narrow as a phone: only the phone query matches. */
const phone = () => {
  window.matchMedia = mediaMatching(NARROW_QUERY);
};

beforeAll(async () => {
  installDomShims();
  realMatchMedia = window.matchMedia;
  await i18n.changeLanguage('en');
  useSession.setState({ permissions: ['t:view'] });
});
afterEach(() => {
  cleanup();
  window.matchMedia = realMatchMedia;
});
afterAll(() => useSession.setState({ permissions: [] }));

const renderTable = (onAction = vi.fn(), columns = COLUMNS) =>
  renderWithQuery(
    <ResourceTable<Row>
      rows={ROWS}
      loading={false}
      rowKey={(r) => r.id}
      columns={columns}
      hidden={new Set(['org'])}
      actions={[view]}
      onAction={onAction}
    />,
  );

describe('ResourceTable on a phone', () => {
  it('shows each row as a card of its key fields with its actions, and no table', () => {
    phone();
    const onAction = vi.fn();
    renderTable(onAction);
    expect(screen.queryByTestId('resource-table')).toBeNull();
    const cards = screen.getAllByTestId('resource-card');
    expect(cards).toHaveLength(2);
    // The first four visible columns (a hidden one skipped): who applied is always on the card.
    const first = within(cards[0]!);
    expect(first.getAllByRole('term').map((e) => e.textContent)).toEqual([
      'Applicant',
      'Posting',
      'Resume',
      'Sent',
    ]);
    expect(first.getByText('刘洋')).toBeTruthy();
    fireEvent.click(within(cards[1]!).getByTestId('action-view'));
    expect(onAction).toHaveBeenCalledWith(view, ROWS[1]);
  });

  it('shows the columns marked as key fields when there are any', () => {
    expect(cardColumns(COLUMNS.map((c) => ({ ...c, card: c.key === 'job' }))).map((c) => c.key)).toEqual([
      'job',
    ]);
    expect(cardColumns(COLUMNS).map((c) => c.key)).toEqual(['person', 'job', 'org', 'resume']);
  });

  it('keeps the table on wider screens', () => {
    renderTable();
    expect(screen.getByTestId('resource-table')).toBeTruthy();
    expect(screen.queryByTestId('resource-card')).toBeNull();
  });
});
