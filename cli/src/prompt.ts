/** Terminal prompts: a line, a hidden line (passwords), and all of standard input. */
import { createInterface } from "node:readline";
import { CliError } from "./api.js";

/** One line from the terminal (stderr shows the question, so stdout stays data). */
export async function promptLine(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError("CliUsage", `${question.trim()} needed: give it as an option`);
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
  }
}

/** A line typed without echo (a password). */
export async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new CliError("CliUsage", "no terminal to ask for the password: use --password-stdin");
  }
  process.stderr.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  try {
    return await new Promise<string>((resolve, reject) => {
      let value = "";
      const onData = (chunk: string) => {
        for (const ch of chunk) {
          if (ch === "\r" || ch === "\n" || ch === "\u0004") {
            stdin.off("data", onData);
            process.stderr.write("\n");
            resolve(value);
            return;
          }
          if (ch === "\u0003") {
            stdin.off("data", onData);
            process.stderr.write("\n");
            reject(new CliError("CliInterrupted", "interrupted (Ctrl-C)"));
            return;
          }
          if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
          else value += ch;
        }
      };
      stdin.on("data", onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

/** All of standard input as text. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
