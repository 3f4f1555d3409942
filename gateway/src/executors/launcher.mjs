/**
 * The task launcher: a small Node process of its own that starts the local executor's task shells on
 * the gateway's behalf (launcher.ts). Linux's fork() copies the page tables of the process that forks,
 * and a gateway holding PGlite's heap is hundreds of MiB: a fork from it costs about 8 ms of CPU, from
 * this process under 1 ms. Plain JavaScript, so that it starts without the TypeScript loader.
 *
 * Messages on the IPC channel:
 *   gateway -> { type: "spawn", id, file, args, cwd, env, stdoutPath, stderrPath }
 *   launcher -> { type: "spawned", id, pid } | { type: "error", id, message }
 *             | { type: "closed", id, code, signal, report }
 *
 * Each task's stdout and stderr go straight to its log files. Its stdin is the launcher's own stdin,
 * a pipe whose only writer is the gateway (it never writes): when the gateway dies, even by kill -9,
 * every task's watchdog sees it close (see local.ts). The shell's fd 3 is a pipe whose text (the
 * shell's `times` report) comes back with "closed". The launcher ends when the gateway's channel does.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";

const reportLimit = 1000;

function send(message) {
  if (process.connected) process.send(message);
}

function start(request) {
  let stdout;
  let stderr;
  try {
    stdout = openSync(request.stdoutPath, "w", 0o600);
    stderr = openSync(request.stderrPath, "w", 0o600);
  } catch (error) {
    if (stdout !== undefined) closeSync(stdout);
    send({ type: "error", id: request.id, message: error instanceof Error ? error.message : String(error) });
    return;
  }
  let child;
  try {
    child = spawn(request.file, request.args, {
      cwd: request.cwd,
      env: request.env,
      detached: true,
      stdio: [0, stdout, stderr, "pipe"],
    });
  } catch (error) {
    send({ type: "error", id: request.id, message: error instanceof Error ? error.message : String(error) });
    return;
  } finally {
    closeSync(stdout);
    closeSync(stderr);
  }
  let failed = false;
  child.on("error", (error) => {
    failed = true;
    send({ type: "error", id: request.id, message: error.message });
  });
  if (child.pid !== undefined) send({ type: "spawned", id: request.id, pid: child.pid });
  let report = "";
  child.stdio[3]?.on("data", (chunk) => {
    if (report.length < reportLimit) report += chunk.toString("utf8");
  });
  // The program has ended once the shell exits: what is left in its group (the watchdog, and
  // anything the program left running in the background) is ended with it.
  child.on("exit", () => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  });
  child.on("close", (code, signal) => {
    if (!failed) send({ type: "closed", id: request.id, code, signal, report });
  });
}

process.on("message", (message) => {
  if (message && message.type === "spawn") start(message);
});
process.on("disconnect", () => process.exit(0));
