/** A JSON error as the server sends it. */
export const serverError = (status: number, message: string, code = 'bad_request') =>
  Response.json({ message, code }, { status });
