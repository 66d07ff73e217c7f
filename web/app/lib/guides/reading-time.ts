// Reading time of a text (a guide's Markdown body): words at an adult's silent reading pace.

/** Words per minute used for the estimate. */
export const WORDS_PER_MINUTE = 200;

/** The words of a Markdown text, leaving out link targets, images, code fences' markers and markup. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images: keep the alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links: keep the link text
    .replace(/<[^>]+>/g, " ") // inline HTML tags
    .replace(/[#>*_`~|]+/g, " ");
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
  return words ? words.length : 0;
}

/** Whole minutes to read a text, at least 1 for any text with words, 0 for an empty one. */
export function readingMinutes(markdown: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  const words = countWords(markdown);
  if (words === 0) return 0;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** The minutes the content service computed when it sent some, else our own estimate. */
export function guideMinutes(guide: { readingMinutes?: number | null; body?: string }): number {
  if (typeof guide.readingMinutes === "number" && guide.readingMinutes > 0) return Math.round(guide.readingMinutes);
  return guide.body ? readingMinutes(guide.body) : 1;
}

/** "6 min read". */
export const formatReadingTime = (minutes: number): string => `${Math.max(1, minutes)} min read`;
