/**
 * The small one-page PDFs of api/media/files (brochure, fact sheets, menus, certificates, the KVKK
 * notice): a title and lines of text in Helvetica. api/scripts/generate-media.ts writes them from
 * PDF_FILES (media-catalog.ts); the seed's tests check the committed files are what this makes.
 */

/**
 * A line as the PDF's WinAnsi (Latin-1) text can carry it: Turkish letters outside Latin-1 written
 * as their base letters (Kiriş → Kiris), anything else outside Latin-1 as '?'.
 */
export function pdfText(s: string): string {
  const base: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', '–': '-', '—': '-', '’': "'", '·': '\u00b7' };
  return s.replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => base[c] ?? '?');
}

/** A one-page PDF with a title and lines of text (Helvetica, WinAnsi). */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const esc = (s: string) => pdfText(s).replace(/[\\()]/g, (c) => `\\${c}`);
  const bytes = (s: string) => Buffer.byteLength(s, 'latin1');
  let y = 760;
  let stream = `BT /F1 22 Tf 60 ${y} Td (${esc(title)}) Tj ET\n`;
  for (const line of lines) {
    y -= 24;
    stream += `BT /F1 12 Tf 60 ${y} Td (${esc(line)}) Tj ET\n`;
  }
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${bytes(stream)} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(bytes(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = bytes(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The text lines of such a PDF (title first), unescaped. */
export function pdfLines(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}
