import { useSyncExternalStore } from "react";
import { progressActive, subscribeProgress } from "./progress";

/** A thin bar on top of the page while navigation or data loading is under way. */
export function ProgressBar() {
  const active = useSyncExternalStore(subscribeProgress, progressActive);
  return <div className={active ? "progress-bar active" : "progress-bar"} data-testid="progress-bar" />;
}
