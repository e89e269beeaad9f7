/**
 * The static version text file (docs/rest.md#the-rest-contract: three lines, version, year, build number; fetched
 * without cache). It lives at /version.txt beside the built app.
 */
import { useEffect, useState } from 'react';

/** The path of the version text file. */
export const VERSION_FILE = '/version.txt';

/** The product's version facts. */
export interface VersionInfo {
  readonly version: string;
  readonly year: string;
  readonly buildNumber: string;
}

/** Reads the three lines; missing lines are empty. */
export function parseVersionFile(text: string): VersionInfo {
  const [version = '', year = '', buildNumber = ''] = text.split(/\r?\n/).map((l) => l.trim());
  return { version, year, buildNumber };
}

/** The version facts, once fetched (undefined before, or when the file cannot be read). */
export function useVersion(): VersionInfo | undefined {
  const [info, setInfo] = useState<VersionInfo | undefined>(undefined);
  useEffect(() => {
    fetch(VERSION_FILE, { cache: 'no-store' })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((text) => setInfo(parseVersionFile(text)))
      .catch(() => undefined);
  }, []);
  return info;
}
