/**
 * Builds small valid PDFs with a real text layer (Helvetica, WinAnsi), one
 * array of lines per page. Used by tests and by the demo seed. `openScript`
 * is JavaScript the PDF runs when opened (/OpenAction), as a hostile upload's would.
 */
export function makePdf(pages: string[][], options: { openScript?: string } = {}): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`).replace(/[^\x20-\xff]/g, '?');
  const objects: string[] = [];
  const scriptObject = 4 + pages.length * 2;
  objects[1] = `<< /Type /Catalog /Pages 2 0 R${options.openScript ? ` /OpenAction ${scriptObject} 0 R` : ''} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const content = `BT /F1 12 Tf 14 TL 50 800 Td ${lines.map((l) => `(${escape(l)}) Tj T*`).join(' ')} ET`;
    objects[4 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`;
    objects[5 + i * 2] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  if (options.openScript) objects[scriptObject] = `<< /S /JavaScript /JS (${escape(options.openScript)}) >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let i = 1; i < objects.length; i++) {
    offsets[i] = Buffer.byteLength(out, 'latin1');
    out += `${i} 0 obj\n${objects[i]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  out += offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
