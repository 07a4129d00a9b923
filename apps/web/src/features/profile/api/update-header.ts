import { api } from '@/lib/api';

/** Uploads a picture (kind image: served publicly, as avatars are) and makes it the avatar. */
export async function uploadAvatar(file: File): Promise<string> {
  const { url } = await api.upload(file, { kind: 'image', showError: false });
  const { header } = await api.post<{ header: string }>(
    '/web-auth/updateHeader',
    { url },
    { showError: false },
  );
  return header;
}
