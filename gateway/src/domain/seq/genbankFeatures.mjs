/**
 * The feature table of GenBank records, read by us rather than by bio-parsers (issue 23): bio-parsers
 * reads a location by picking the digits out of it (so `3001..x3050` reads as 3001..3050), moves a
 * location that does not fit the sequence to its ends with only a console message, answers a join()
 * as one span, and moves /label out of the qualifiers into the name. Here a location follows the
 * INSDC grammar or the file is refused; a location that does not fit is kept as written with a
 * warning; join() and order() keep their parts; every qualifier stays.
 */
import { SequenceUnreadable } from "@crucible/schema/sequenceFiles";

/** Qualifiers that name a feature, first found wins (bio-parsers' order, so names stay as they were). */
const nameQualifiers = [
  "label",
  "gene",
  "ApEinfo_label",
  "name",
  "product",
  "region_name",
  "organism",
  "locus_tag",
  "note",
];

/** Colours written by ApE and SnapGene (bio-parsers read the same two). */
const colourQualifiers = ["ApEinfo_fwdcolor", "color"];

/**
 * One span: n, n..m, n^m, with < or > before a number where the end is beyond what was sequenced.
 * The old "n.m" (one base somewhere between) is no longer in the INSDC grammar and is refused.
 */
const span = /^([<>]?)(\d+)(?:(\.\.|\^)([<>]?)(\d+))?$/;

/**
 * Parts of a location string: [{start, end, complement}] with 0-based starts and exclusive ends, or
 * SequenceUnreadable naming the location.
 */
function parseLocation(text, feature) {
  const refuse = () => {
    throw new SequenceUnreadable(`feature ${feature}: "${text}" is not a GenBank location`);
  };
  let pos = 0;
  const expression = (complement) => {
    for (const operator of ["complement", "join", "order"]) {
      if (text.startsWith(`${operator}(`, pos)) {
        pos += operator.length + 1;
        const parts = [];
        for (;;) {
          parts.push(...expression(operator === "complement" ? !complement : complement));
          if (text[pos] === ",") {
            if (operator === "complement") refuse();
            pos += 1;
            continue;
          }
          if (text[pos] !== ")") refuse();
          pos += 1;
          break;
        }
        // complement(join(a,b)) reads b's complement first; we keep the written order of the parts.
        return parts;
      }
    }
    const end = text.slice(pos).search(/[,)]/);
    const token = end === -1 ? text.slice(pos) : text.slice(pos, pos + end);
    pos += token.length;
    const match = span.exec(token);
    if (!match) refuse();
    const first = Number(match[2]);
    const last = match[5] === undefined ? first : Number(match[5]);
    if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || first < 1 || last < 1) refuse();
    // "n^m" is a site between two bases: it covers none of them (start = end = n).
    const between = match[3] === "^";
    return [{ start: between ? first : first - 1, end: between ? first : last, complement }];
  };
  const parts = expression(false);
  if (pos !== text.length || parts.length === 0) refuse();
  return parts;
}

/** The warning for a part that does not fit the record (its location 1-based, as written), or null. */
function misfit(part, length, circular) {
  const detail = `${part.start + 1}..${part.end}`;
  if (part.start >= length || part.end > length) return { code: "outsideSequence", detail };
  if (part.end < part.start && !circular) return { code: "backwardsOnLinear", detail };
  return null;
}

/** A qualifier value as written: quotes removed, "" read as ", lines joined (translations without spaces). */
function qualifierValue(key, lines) {
  let value = lines.join(key === "translation" ? "" : " ");
  if (value.startsWith('"')) value = value.slice(1, value.endsWith('"') && value.length > 1 ? -1 : undefined);
  value = value.replaceAll('""', '"');
  return key === "translation" ? value.replace(/\s+/g, "") : value;
}

/**
 * The features of one record's FEATURES block (its lines after the FEATURES header up to ORIGIN or
 * CONTIG), as the platform's features and primers (primer_bind).
 */
export function readFeatureTable(lines, length, circular) {
  const raw = [];
  let current = null;
  let qualifier = null;
  for (const line of lines) {
    if (line.trim() === "") continue;
    const indent = line.length - line.trimStart().length;
    const content = line.trim();
    if (indent < 10) {
      const [, key, location] = /^(\S+)\s+(.*)$/.exec(content) ?? [];
      if (!key) throw new SequenceUnreadable(`feature table line "${content}" has no location`);
      current = { key, location: [location], qualifiers: [] };
      qualifier = null;
      raw.push(current);
    } else if (!current) {
      throw new SequenceUnreadable(`feature table line "${content}" belongs to no feature`);
    } else if (qualifier && qualifier.open) {
      qualifier.lines.push(content);
      qualifier.open = !closesQuote(qualifier.lines);
    } else if (content.startsWith("/")) {
      const [, key, rest] = /^\/([^=]+)(?:=(.*))?$/.exec(content) ?? [];
      qualifier = { key, lines: rest === undefined ? [] : [rest], open: false };
      qualifier.open = rest !== undefined && rest.startsWith('"') && !closesQuote(qualifier.lines);
      current.qualifiers.push(qualifier);
    } else if (qualifier) {
      qualifier.lines.push(content);
    } else {
      current.location.push(content);
    }
  }
  const features = [];
  const primers = [];
  for (const item of raw) {
    const notes = {};
    for (const q of item.qualifiers) (notes[q.key] ??= []).push(qualifierValue(q.key, q.lines));
    const nameKey = nameQualifiers.find((key) => notes[key]?.[0]);
    const name = nameKey
      ? notes[nameKey][0].slice(0, nameKey === "note" ? 100 : undefined)
      : "Untitled Feature";
    const location = item.location.join("");
    const parts = parseLocation(location, name);
    const warnings = parts.map((part) => misfit(part, length, circular)).filter((w) => w !== null);
    const colourKey = colourQualifiers.find((key) => notes[key]?.[0]);
    const feature = {
      name,
      type: item.key,
      start: parts[0].start,
      end: parts[parts.length - 1].end,
      strand: parts.every((part) => part.complement) ? -1 : 1,
      color: colourKey ? notes[colourKey][0] : null,
      notes,
      locations: parts.map(({ start, end }) => ({ start, end })),
      warnings,
    };
    (item.key === "primer_bind" ? primers : features).push(feature);
  }
  return { features, primers };
}

/** Whether a quoted value's lines end its quote (an even count of quotes, "" being an escaped one). */
function closesQuote(lines) {
  const text = lines.join(" ");
  return text.length > 1 && (text.match(/"/g)?.length ?? 0) % 2 === 0;
}

/**
 * The FEATURES block of each record of a GenBank file, one per LOCUS line in file order (empty for a
 * record without features): the lines between the FEATURES header and the next line that starts in
 * the first column.
 */
export function featureBlocks(source) {
  const blocks = [];
  let block = null;
  for (const raw of source.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (/^LOCUS\s/.test(line)) {
      blocks.push([]);
      block = null;
    } else if (/^FEATURES\s/.test(line) && blocks.length > 0) {
      block = blocks[blocks.length - 1];
    } else if (block && /^\S/.test(line)) {
      block = null;
    } else if (block) {
      block.push(line);
    }
  }
  return blocks;
}
