/**
 * The exit codes of `crucible`, documented in docs/cli.md: scripts may rely on them.
 */
export const exitCodes = {
  /** The command did what it was asked. */
  ok: 0,
  /** Any other failure: the server refused the request (bad input, conflict, quota), a hash mismatch. */
  failure: 1,
  /** The command line itself is wrong: unknown command or option, a missing or malformed argument. */
  usage: 2,
  /** Not signed in, an invalid, expired or revoked token, or no permission for the call. */
  auth: 3,
  /** The job, task, file, module or template does not exist (or is not the caller's). */
  notFound: 4,
  /** `job wait` / `job submit --wait`: the job ended Failed or Cancelled. */
  jobFailed: 5,
  /** The server cannot be reached (connection refused, unknown host, timeout, not a Crucible server). */
  unreachable: 6,
  /** Interrupted by Ctrl-C (SIGINT); an upload or download stays resumable. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];
