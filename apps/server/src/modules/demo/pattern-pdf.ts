import PDFDocument from 'pdfkit';

/**
 * A one-page sewing pattern drawn with pdfkit (an A4 page: a skirt front piece with its grain line,
 * notches and seam allowance, and a measurement table), so the demo course's lesson file and the
 * tests' PDFs are made, not committed. pdfkit's built-in Helvetica: no font file to ship.
 */
export function patternPdf(title = 'A-line skirt: front piece'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Sewee' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text(title);
    doc.fontSize(10).fillColor('#555').text('Print at 100% (no scaling). Seam allowance 1.5 cm is included.');
    // The piece: a trapezoid with a curved hem, a dashed seam line inside it, and a grain line.
    doc.save().lineWidth(2).strokeColor('#111');
    doc.moveTo(150, 160).lineTo(330, 160).lineTo(420, 620).quadraticCurveTo(240, 660, 60, 620).closePath().stroke();
    doc.restore().save().dash(6, { space: 4 }).strokeColor('#888');
    doc.moveTo(162, 175).lineTo(318, 175).lineTo(402, 605).quadraticCurveTo(240, 642, 78, 605).closePath().stroke();
    doc.restore().save().lineWidth(1.5).strokeColor('#b0413e');
    doc.moveTo(240, 230).lineTo(240, 560).stroke();
    doc.moveTo(232, 242).lineTo(240, 230).lineTo(248, 242).stroke();
    doc.moveTo(232, 548).lineTo(240, 560).lineTo(248, 548).stroke();
    doc.restore();
    for (const [x, y] of [
      [105, 390],
      [375, 390],
    ])
      doc
        .moveTo(x! - 6, y!)
        .lineTo(x! + 6, y!)
        .stroke();
    doc.fontSize(12).fillColor('#b0413e').text('GRAIN', 250, 380);
    doc.fillColor('#111').fontSize(14).text('FRONT - cut 1 on fold', 170, 300);
    doc.fontSize(11).fillColor('#111');
    const rows = [
      ['Size', 'Waist', 'Hip', 'Length'],
      ['S', '66 cm', '92 cm', '58 cm'],
      ['M', '72 cm', '98 cm', '60 cm'],
      ['L', '80 cm', '106 cm', '62 cm'],
    ];
    rows.forEach((row, i) => row.forEach((cell, j) => doc.text(cell, 60 + j * 110, 690 + i * 18, { lineBreak: false })));
    doc.end();
  });
}
