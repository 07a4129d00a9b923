import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getToken } from '@/lib/auth-token';
import { safeRedirect } from '@/lib/paths';

/** SPEC §2.3: a signed-in visitor opening /login goes straight to the destination. */
export function loginLoader({ request }: LoaderFunctionArgs): null {
  if (getToken()) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}
