/**
 * GET /api/uploads/{id}: the owner's file, with its stored type and as an attachment. The browser
 * loads it itself (a link, an image), so there is no fetcher here: only its address, in one place.
 */
export function uploadUrl(id: number): string {
  return `/api/uploads/${id}`;
}
