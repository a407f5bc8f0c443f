// The keyword box as a PostgreSQL tsquery: PostgreSQL parses and stems the words (so "developers"
// finds "developer" and stop words drop out). The words are first matched exactly; when they find
// less than a page, the last word is matched as a prefix ("reac" finds React, whether or not a
// space or Search followed it). A prefix gathers every word it starts in the full-text indexes,
// which on a million jobs costs more than the exact words do.

/**
 * Marks the last lexeme of a tsquery's text form as a prefix. The text comes from PostgreSQL
 * (`plainto_tsquery(...)::text`), where every operand is a quoted lexeme, so the last character
 * is the closing quote of the last one.
 */
export function withPrefixOnLastWord(tsqueryText: string): string {
  const text = tsqueryText.trim();
  if (!text.endsWith("'")) return text;
  return `${text}:*`;
}

/** Letters, digits and the few symbols that matter in skills (C#, Node.js, C++), nothing else. */
export function cleanKeyword(keyword: string): string {
  return keyword.replace(/[^\p{L}\p{N}#+.\-\s]/gu, " ").replace(/\s+/g, " ");
}
