/**
 * The platform's vocabulary (docs/glossary.md): one term per thing in each language, and the words
 * not to use. The glossary's tables are the one declaration; the tests of the web catalogues, the
 * error catalogue and the seeded docs read them through `parseGlossary` and check with
 * `vocabularyFindings`.
 */

export interface GlossaryTerm {
  readonly en: string;
  readonly zh: string;
  /** Words that must not appear in English texts (whole words, any case). */
  readonly notEn: readonly string[];
  /** Words that must not appear in Chinese texts (as written). */
  readonly notZh: readonly string[];
}

/** A text of the platform: its English and its Chinese, either of which may be missing. */
export interface VocabularyText {
  readonly where: string;
  readonly en?: string;
  readonly zh?: string;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

function backticked(cell: string | undefined): string[] {
  return [...(cell ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** The rows of every table of the glossary that has the columns English, 中文, Not in English and 中文不用. */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  let columns: string[] | null = null;
  for (const line of markdown.split("\n")) {
    if (!line.trim().startsWith("|")) {
      columns = null;
      continue;
    }
    const row = cells(line);
    if (!columns) {
      columns = row;
      continue;
    }
    if (row.every((cell) => /^-+$/.test(cell))) continue;
    const at = (name: string) => (columns ?? []).indexOf(name);
    const [en, zh, notEn, notZh] = [at("English"), at("中文"), at("Not in English"), at("中文不用")];
    if (en < 0 || zh < 0 || notEn < 0 || notZh < 0) continue;
    terms.push({ en: row[en]!, zh: row[zh]!, notEn: backticked(row[notEn]), notZh: backticked(row[notZh]) });
  }
  return terms;
}

/** Placeholders ({{tokens}}, {value}, ${...}) are not words of the text. */
function words(text: string): string {
  return text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}|\{[A-Za-z]\w*\}/g, " ");
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function termPattern(term: string): RegExp {
  return new RegExp(`\\b${escape(term)}s?\\b`, "i");
}

/** Where the text names the term (a whole word, any case, or its plural), or -1. */
function named(text: string, term: string): number {
  return text.search(termPattern(term));
}

/** The text around a finding, so that a long doc is not quoted whole. */
function around(text: string, at: number): string {
  const from = Math.max(0, at - 30);
  const to = Math.min(text.length, at + 40);
  return `${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`;
}

/**
 * What breaks the glossary in these texts: a word not to use, and a Chinese term used alone where the
 * English names only a longer term containing it (任务 where the English says task, not job: 子任务).
 */
export function vocabularyFindings(
  glossary: readonly GlossaryTerm[],
  texts: readonly VocabularyText[],
): string[] {
  const findings: string[] = [];
  const nested = glossary.flatMap((short) =>
    glossary
      .filter(
        (long) =>
          long.zh !== short.zh &&
          short.zh !== "" &&
          long.zh.includes(short.zh) &&
          // "workflow template" names a workflow too: only terms as distinct as job and task.
          !long.en.toLowerCase().includes(short.en.toLowerCase()),
      )
      .map((long) => ({ short, long })),
  );
  for (const text of texts) {
    const en = words(text.en ?? "");
    const zh = words(text.zh ?? "");
    for (const term of glossary) {
      const notEn = term.notEn.find((word) => named(en, word) >= 0);
      if (notEn)
        findings.push(`${text.where}: "${notEn}" in "${around(en, named(en, notEn))}" (say "${term.en}")`);
      const notZh = term.notZh.find((word) => zh.includes(word));
      if (notZh)
        findings.push(`${text.where}: “${notZh}” in “${around(zh, zh.indexOf(notZh))}” (say “${term.zh}”)`);
    }
    if (!en || !zh) continue;
    for (const { short, long } of nested) {
      // The short term where it is not part of the long one (任务 outside 子任务).
      const alone = zh.split(long.zh).join(" ".repeat(long.zh.length)).indexOf(short.zh);
      if (named(en, long.en) >= 0 && named(en, short.en) < 0 && alone >= 0)
        findings.push(
          `${text.where}: “${short.zh}” for ${long.en} in “${around(zh, alone)}” (say “${long.zh}”)`,
        );
      if (named(en, short.en) >= 0 && named(en, long.en) < 0 && zh.includes(long.zh))
        findings.push(
          `${text.where}: “${long.zh}” for ${short.en} in “${around(zh, zh.indexOf(long.zh))}” (say “${short.zh}”)`,
        );
    }
  }
  return findings;
}
