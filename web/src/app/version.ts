/**
 * The deployed-version check of spec §2, shared by the desktop and mobile sites: GET /VERSION on every
 * route change; a version other than the one this page first read means a new client was deployed.
 */
import { useEffect, useState } from "react";
import { startProgress } from "../components/progress";

let seenVersion: string | null = null;

async function readVersion(): Promise<string> {
  const response = await fetch(`/VERSION?timestamp=${Date.now()}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`VERSION answered ${response.status}`);
  return (await response.text()).trim();
}

/** The deployed version when it changed since this page first read it (checked on every route change). */
export function useVersionCheck(pathname: string): string | null {
  const [updated, setUpdated] = useState<string | null>(null);
  useEffect(() => {
    const done = startProgress();
    let cancelled = false;
    readVersion()
      .then((version) => {
        if (cancelled || version === "") return;
        if (seenVersion === null) seenVersion = version;
        else if (version !== seenVersion) setUpdated(version);
      })
      .catch((error: unknown) => console.warn("version check failed", error))
      .finally(done);
    return () => {
      cancelled = true;
      done();
    };
  }, [pathname]);
  return updated;
}
