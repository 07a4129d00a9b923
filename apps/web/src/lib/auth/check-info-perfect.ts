import { api } from '@/lib/api';

/** SPEC §4 profile completeness: `missingInfo` true means the profile still lacks data. */
export const checkInfoPerfectRequest = () => api.get<{ missingInfo: boolean }>('/web-auth/checkInfoPerfect');
