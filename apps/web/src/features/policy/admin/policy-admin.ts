import { screenPath } from '@rcwb/shared';
import { queryOptions } from '@tanstack/react-query';
import { contentApi } from '@/components/content-admin';
import type { Option } from '@/components/resource';
import { api } from '@/lib/api';
import type { Dimension, PolicyDetail, PolicySummary } from '../api/policies';

/** Editor calls of g200103 (policies) and g200104 (comparison dimensions). */
export const policyAdmin = contentApi<PolicySummary>('policy');
export const dimensionAdmin = contentApi<Dimension>('dimension');

export const getPolicyForEdit = (id: number) => api.get<PolicyDetail>(`/content/policy/${id}`);

/** The g200103 screens' base path (menu group g20). */
export const POLICY_SCREEN = screenPath('g200103');

/** Every dimension in order, for the value inputs of the policy form. */
export const dimensionsQuery = queryOptions({
  queryKey: ['content-dimension', 'all'],
  queryFn: ({ signal }) => api.get<Dimension[]>('/public/policy/dimensions', undefined, { signal }),
});

/** Policies to relate a policy to (any status: a draft may be related before both are published). */
export const relatedOptionsQuery = queryOptions({
  queryKey: ['content-policy', 'options'] as readonly unknown[],
  queryFn: async ({ signal }): Promise<Option[]> => {
    const page = await policyAdmin.list({ page: 1, limit: 100 }, signal);
    return page.rows.map((p) => ({ value: String(p.id), label: p.title }));
  },
});
