import { queryOptions } from '@tanstack/react-query';
import type { TVerifyAnswer } from '@rcwb/shared';
import { api } from '@/lib/api';

/** The public verification of a document's code (no session; the server limits lookups per address). */
export const verifyQuery = (code: string) =>
  queryOptions({
    queryKey: ['public', 'document-verify', code],
    queryFn: ({ signal }) =>
      api.get<TVerifyAnswer>(
        '/public/documents/verify',
        { code },
        { isToken: false, showError: false, signal },
      ),
    retry: false,
  });
