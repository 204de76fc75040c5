// The server's folder: src/server when it runs from its sources, dist/server when built. The build
// bundles the server into files that sit directly in dist/server (scripts/build-server.mjs), so this
// module's own address names the folder either way; the files the server reads beside its code are
// named from here, not from the address of the module that reads them.
const SERVER_DIR = new URL('./', import.meta.url);

/** A file of the server's, by its path under src/server (or dist/server): `db/migrations`. */
export const serverFile = (relative: string): URL => new URL(relative, SERVER_DIR);
