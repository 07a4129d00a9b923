import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { renderRoutes } from '@/test/render';
import { RecordState, parseRecordId, useRecordId } from '.';

afterEach(cleanup);

describe('parseRecordId', () => {
  it('takes a positive integer as links write it', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('2147483647')).toBe(2147483647);
  });

  it.each([undefined, null, '', '0', '-2', 'abc', '12abc', '1e3', '0x1f', ' 7', '007', '1.5', '2147483648'])(
    'refuses %j',
    (raw) => expect(parseRecordId(raw)).toBeNull(),
  );
});

type TRecord = { id: number; name: string };

/** A screen as the app writes them: the id from the link, the record from the server. */
function RecordScreen({
  load,
  refusedText,
}: {
  load: (id: number) => Promise<TRecord>;
  refusedText?: string;
}) {
  const id = useRecordId('search');
  const record = useQuery({ queryKey: ['record', id], queryFn: () => load(id!), enabled: id !== null });
  if (!record.data) return <RecordState badLink={id === null} query={record} refusedText={refusedText} />;
  return <p>Record {record.data.name}</p>;
}

const open = (url: string, load: (id: number) => Promise<TRecord>, refusedText?: string) =>
  renderRoutes(
    [
      { path: '/list', element: <Link to="/record?id=9">open</Link> },
      { path: '/record', element: <RecordScreen load={load} refusedText={refusedText} /> },
      { path: '/index', element: <p>Home page</p> },
    ],
    url,
  );

// As the API client makes them: SPEC §8's fixed message for the code.
const notFound = () => new ApiError('business', 'The requested resource does not exist', { code: 404 });

describe('RecordState', () => {
  it.each(['/record', '/record?id=', '/record?id=abc', '/record?id=-1'])(
    'says %s names no record, without asking the server, and leads home',
    async (url) => {
      const load = vi.fn();
      open(url, load);
      const alert = await screen.findByTestId('record-missing');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
      expect(alert.textContent).toContain('its number is missing or malformed');
      expect(load).not.toHaveBeenCalled();
      // Opened directly (a new tab, a bookmark): nothing to go back to, so only home.
      expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
      expect(await screen.findByText('Home page')).toBeTruthy();
    },
  );

  it("says a record the server does not find may be missing or someone else's, and goes back", async () => {
    const load = vi.fn().mockRejectedValue(notFound());
    open('/list', load);
    fireEvent.click(await screen.findByRole('link', { name: 'open' }));
    expect((await screen.findByTestId('record-missing')).textContent).toContain(
      'It does not exist, was removed, or is not yours to open.',
    );
    expect(load).toHaveBeenCalledWith(9);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('link', { name: 'open' })).toBeTruthy();
  });

  it('says why a refusal (403) happened when the screen knows', async () => {
    const refused = new ApiError('business', 'No permission', { code: 403 });
    open('/record?id=3', () => Promise.reject(refused), 'Open it from your received deliveries.');
    expect((await screen.findByTestId('record-missing')).textContent).toContain(
      'Open it from your received deliveries.',
    );
  });

  it('offers a retry when loading failed for another reason', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'The network is unavailable'))
      .mockResolvedValueOnce({ id: 3, name: 'three' });
    open('/record?id=3', load);
    expect((await screen.findByTestId('record-failed')).textContent).toContain('The network is unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Record three')).toBeTruthy();
  });

  it('shows loading, then the record', async () => {
    open('/record?id=3', () => Promise.resolve({ id: 3, name: 'three' }));
    expect(screen.getByTestId('record-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Record three')).toBeTruthy();
  });
});
