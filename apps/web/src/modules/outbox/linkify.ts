/** Splits plain text into text and link parts, so mailed links can be clicked (dev outbox). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// punctuation that ends a sentence, not the link
const TRAILING = /[.,;:!?)\]]+$/;

/** 'See http://x/a.' → [text 'See ', link 'http://x/a', text '.']. Only http(s) links are made. */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const href = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
