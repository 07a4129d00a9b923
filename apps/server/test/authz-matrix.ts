/**
 * The authorization matrix: every route the server registers, with the guard it must have.
 * A new route fails the matrix test until it is listed here, so no route ships unguarded.
 * Guards: public, auth, perm:<a|b>, role:<a|b>.
 */
export const AUTHZ_MATRIX: Record<string, string> = {
  'GET /': 'public',
  'GET /rcwb': 'public',
  'GET /api/web-auth/config': 'public',
  'GET /api/web-auth/code': 'public',
  'POST /api/web-auth/login': 'public',
  'DELETE /api/web-auth/logout': 'auth',
  'GET /api/web-auth/getUserInfo': 'auth',
  'GET /api/web-auth/getUserSaSession': 'auth',
  'GET /api/web-auth/checkInfoPerfect': 'auth',
  'GET /api/system/menu/getRouters': 'auth',
  'GET /api/web-auth/dict/listAll': 'public',
  'GET /api/web-auth/dict/type/:type': 'public',
  'GET /api/web-auth/dict/handleDictsTree/:type': 'public',
  'GET /api/portal/stats': 'public',
  'POST /api/upload/upload': 'auth',
  'POST /upload/upload': 'auth',
  'GET /api/files/:key': 'public',
  'POST /api/talent/file/download': 'auth',
  'POST /api/talent/file/downloadImg': 'auth',
  'GET /api/message/unreadCount': 'auth',
  'GET /api/message/list': 'auth',
  'PUT /api/message/read': 'auth',
  'GET /api/message/wsTicket': 'auth',
  // Authenticates by a single-use ticket bound to the session (see modules/messages/ws.plugin.ts).
  'GET /ws/:username': 'public',
};
