/** Progress display on stderr (cli-progress bars on a terminal, nothing otherwise) and byte sizes. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Progress display: cli-progress bars on a terminal, nothing otherwise. */
export interface Progress {
  /** A bar counting bytes (sizes and speed shown) or, with unit "tasks", plain counts. */
  add(label: string, total: number, unit?: "bytes" | "tasks"): ProgressBar;
  stop(): void;
}

export interface ProgressBar {
  setLabel(label: string): void;
  setTotal(total: number): void;
  update(value: number): void;
  done(): void;
}

const noBar: ProgressBar = { setLabel() {}, setTotal() {}, update() {}, done() {} };

export async function createProgress(enabled: boolean): Promise<Progress> {
  if (!enabled) return { add: () => noBar, stop() {} };
  // Loaded only for a terminal.
  const { default: cliProgress } = await import("cli-progress");
  const multi = new cliProgress.MultiBar(
    {
      stream: process.stderr,
      format: " {bar} {percentage}% | {label} | {done}/{size} | {speed}",
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  let stopped = false;
  return {
    add(label, total, unit = "bytes") {
      const started = Date.now();
      const amount = unit === "bytes" ? formatBytes : (n: number) => String(n);
      const bar = multi.create(Math.max(total, 1), 0, {
        label,
        done: amount(0),
        size: amount(total),
        speed: "",
      });
      let last = 0;
      return {
        setLabel(next) {
          bar.update(last, { label: next });
        },
        setTotal(next) {
          bar.setTotal(Math.max(next, 1));
          bar.update(last, { size: amount(next) });
        },
        update(value) {
          last = value;
          const seconds = (Date.now() - started) / 1000;
          bar.update(value, {
            done: amount(value),
            speed: unit === "bytes" && seconds > 0 ? `${formatBytes(value / seconds)}/s` : "",
          });
        },
        done() {
          bar.update(bar.getTotal());
        },
      };
    },
    // Once: a second stop after the results are printed would move the cursor over them.
    stop() {
      if (stopped) return;
      stopped = true;
      multi.stop();
    },
  };
}
