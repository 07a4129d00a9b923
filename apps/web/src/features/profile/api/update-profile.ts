import { api } from '@/lib/api';
import type { Profile } from './get-profile';

export type BasicInfo = { name: string; email: string };

/** POST /web-auth/updateProfile; refusals are shown next to the form, not as a toast. */
export const updateProfile = (info: BasicInfo) =>
  api.post<Profile>('/web-auth/updateProfile', info, { showError: false });
