import type { Readable } from "node:stream";

export interface Line {
  /** 1-based line number. */
  number: number;
  /** Byte offset of the line's first byte in the stream. */
  offset: number;
  /** The text without its line ending (\n or \r\n). */
  text: string;
}

/** Splits a byte stream into lines with their numbers and byte offsets, without holding the file. */
export async function* readLines(stream: Readable, firstLine = 1, firstOffset = 0): AsyncGenerator<Line> {
  let pending: Buffer = Buffer.alloc(0);
  let offset = firstOffset;
  let number = firstLine;
  for await (const chunk of stream) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let start = 0;
    for (let nl = pending.indexOf(10, start); nl !== -1; nl = pending.indexOf(10, start)) {
      const end = nl > start && pending[nl - 1] === 13 ? nl - 1 : nl;
      yield { number, offset, text: pending.toString("utf8", start, end) };
      offset += nl + 1 - start;
      number += 1;
      start = nl + 1;
    }
    pending = pending.subarray(start);
  }
  if (pending.length > 0) {
    const end = pending[pending.length - 1] === 13 ? pending.length - 1 : pending.length;
    yield { number, offset, text: pending.toString("utf8", 0, end) };
  }
}
