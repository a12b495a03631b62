/**
 * The text of a PDF pdfkit wrote, for tests: every content stream is inflated and the strings of its
 * text operators (`[<hex> kern <hex>] TJ`, `(…) Tj`) are decoded (WinAnsi ≈ latin1), one text run a
 * line. pdfkit compresses its streams and writes text as hex, so the bytes never hold a name as-is.
 *   expect(pdfText(pdf)).toContain('Kvittering');
 */
import { inflateSync } from 'node:zlib';

const hexString = /<([0-9a-fA-F\s]*)>/g;
const literalString = /\(((?:\\.|[^\\)])*)\)/g;

function decodeHex(hex: string): string {
  return Buffer.from(hex.replace(/\s/g, ''), 'hex').toString('latin1');
}

function decodeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, c: string) => {
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c;
  });
}

/** The inflated content of every stream in `pdf` (streams that are not deflated are kept as they are). */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const start = /stream\r?\n/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const from = m.index + m[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) break;
    const raw = pdf.subarray(from, to);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    start.lastIndex = to;
  }
  return out;
}

/** The text runs of `pdf`, one a line, in drawing order. */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const lines: string[] = [];
  for (const content of streams(Buffer.from(pdf))) {
    for (const op of content.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const body = op[1] ?? op[2];
      const parts: string[] = [];
      for (const s of body.matchAll(new RegExp(`${hexString.source}|${literalString.source}`, 'g'))) {
        parts.push(s[1] !== undefined ? decodeHex(s[1]) : decodeLiteral(s[2]));
      }
      lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}
