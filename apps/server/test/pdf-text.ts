import zlib from 'node:zlib';

/**
 * The text a PDF shows, read back the way a viewer's copy does: each font's ToUnicode map turns
 * the glyph codes of the page's text operators into characters. Enough for the PDFs the server
 * makes (one embedded font, compressed content streams); not a general PDF reader.
 */
export function pdfText(bytes: Buffer): string {
  const latin = bytes.toString('latin1');
  const streams: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(latin))) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    const raw = bytes.subarray(start, end);
    try {
      streams.push(zlib.inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  const map = new Map<number, string>();
  const fromHex = (h: string) =>
    String.fromCharCode(...(h.match(/.{4}/g) ?? []).map((x) => Number.parseInt(x, 16)));
  for (const s of streams.filter((x) => x.includes('begincmap'))) {
    for (const r of s.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const first = Number.parseInt(r[1]!, 16);
      [...r[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((e, i) =>
        map.set(first + i, fromHex(e[1]!.replace(/\s/g, ''))),
      );
    }
    for (const c of s.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>$/gim))
      map.set(Number.parseInt(c[1]!, 16), fromHex(c[2]!));
  }
  let text = '';
  for (const s of streams.filter((x) => /\bT[Jj]\b/.test(x)))
    for (const op of s.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
      for (const h of (op[1] ?? `<${op[2]}>`).matchAll(/<([0-9a-f]*)>/gi))
        for (const code of h[1]!.match(/.{4}/g) ?? []) text += map.get(Number.parseInt(code, 16)) ?? '';
      text += '\n';
    }
  return text;
}
