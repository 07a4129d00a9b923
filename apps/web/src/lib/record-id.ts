/** The `id` of a page's query string when it names a record (a positive integer); otherwise 0. */
export function recordIdOf(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
