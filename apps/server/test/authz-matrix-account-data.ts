/**
 * The authorization matrix's lines for the staff's account and data screens: third-party bindings
 * and unlock (g070115) and data exports (g070116). Part of AUTHZ_MATRIX (authz-matrix.ts).
 */
export const ACCOUNT_DATA_AUTHZ: Record<string, string> = {
  'GET /api/system/bindings/list': 'perm:g07:binding:list',
  'DELETE /api/system/bindings/:id': 'perm:g07:binding:remove',
  'GET /api/system/locked/list': 'perm:g07:binding:list',
  'GET /api/exports/datasets': 'perm:g07:export:list',
  'POST /api/exports': 'perm:g07:export:list',
  'GET /api/exports/my': 'perm:g07:export:list',
  'GET /api/exports/:id': 'perm:g07:export:list',
  'POST /api/exports/:id/cancel': 'perm:g07:export:list',
  'POST /api/exports/:id/download': 'perm:g07:export:list',
  'PUT /api/system/user/:id/unlock': 'perm:g07:account:unlock',
};
