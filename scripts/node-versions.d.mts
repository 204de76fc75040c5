// Types for scripts/node-versions.mjs, which the tests import.
export const NODE_VERSIONS: string[];
export function nodeBinary(major: string): string;
export function ensureNodeVersions(): Promise<void>;
