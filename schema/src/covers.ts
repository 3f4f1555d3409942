/**
 * The letters of a drawn cover (a module or template without a cover image): short, and different for
 * names that differ (issue 26: "Similarity search" and "SDF/SMILES conversion" both read "SS").
 *
 * - Parenthesised parts name the tools ("Docking (AutoDock Vina)") and are left out.
 * - A name with Chinese: the first two characters of its first Chinese run, after the initial of the
 *   name's first word when that comes before ("RDKit 相似性搜索" → "R相似", "相似性搜索" → "相似").
 * - Otherwise the initials of its first three words, short words such as "an" and "and" left out,
 *   with the longest of them giving two letters ("Similarity search" → "SiS", "SDF/SMILES
 *   conversion" → "SSCo"); a single word gives its first two letters ("Docking" → "Do").
 */

const shortWords = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on"]);
for (const word of ["or", "the", "to", "with"]) shortWords.add(word);

const tokenPattern = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const hanPattern = /^\p{Script=Han}/u;

function initial(word: string): string {
  return (Array.from(word)[0] ?? "").toUpperCase();
}

/** A word's first two letters: "Do" of "Docking", "BL" of "BLAST". */
function twoLetters(word: string): string {
  const [first = "", second = ""] = Array.from(word);
  const acronym = word === word.toUpperCase();
  return first.toUpperCase() + (acronym ? second : second.toLowerCase());
}

export function coverInitials(name: string): string {
  const bare = name.replace(/[(（][^()（）]*[)）]/gu, " ").trim();
  const tokens = (bare || name).match(tokenPattern) ?? [];
  const hanIndex = tokens.findIndex((token) => hanPattern.test(token));
  if (hanIndex >= 0) {
    const han = Array.from(tokens[hanIndex]!).slice(0, 2).join("");
    const before = hanIndex > 0 ? initial(tokens[0]!) : "";
    return before + han;
  }
  const meaningful = tokens.filter((token) => !shortWords.has(token.toLowerCase()));
  const words = (meaningful.length > 0 ? meaningful : tokens).slice(0, 3);
  if (words.length === 0) return "?";
  if (words.length === 1) return twoLetters(words[0]!);
  const longest = words.reduce(
    (best, word, index) => (Array.from(word).length > Array.from(words[best]!).length ? index : best),
    0,
  );
  return words.map((word, index) => (index === longest ? twoLetters(word) : initial(word))).join("");
}
