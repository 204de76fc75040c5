/**
 * GET /api/user/export: every project and conversation of the user as one JSON attachment. The
 * browser downloads it itself (a link), so there is no fetcher here: only its address.
 */
export function accountExportUrl(): string {
  return '/api/user/export';
}
