import { useParams, useSearchParams } from 'react-router';

/** The largest id the server takes: its id parameters are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/**
 * A record id as the app writes it into links: a positive integer in plain decimal. Anything else
 * (absent, empty, "abc", "1e3", "0x1f", "-2", "007", beyond the server's range) is null, so the
 * screen says the link is malformed instead of asking the server about it.
 */
export function parseRecordId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9][0-9]*$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The id a screen was opened with: a path parameter (`detail/:id`) or the query (`?id=`). */
export function useRecordId(from: 'path' | 'search', name = 'id'): number | null {
  const params = useParams();
  const [search] = useSearchParams();
  return parseRecordId(from === 'path' ? params[name] : search.get(name));
}
