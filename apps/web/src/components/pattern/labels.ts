import type { TFunction } from 'i18next';
import type { MeasurementUnits, PatternDesign } from '@sewee/shared/pattern-designs';
import { numberFormat } from '../../lib/format';
import type { DraftLabels } from '../../lib/pattern/draft';
import type { DimensionsSheet } from '../../lib/pattern/dimensions';
import type { DimensionsPdfLabels, TiledPdfLabels } from '../../lib/pattern/pdf';

/**
 * The words lib/pattern draws, in the reader's language: the library itself knows no language and
 * takes these (a `t` of the `pattern` namespace; numbers and units through Intl in lib/format).
 */

/** A length in the student's units, "12.5 cm" or "4.92 in", in the reader's language's digits. */
export function formatLength(value: number, units: MeasurementUnits): string {
  return numberFormat({
    style: 'unit',
    unit: units === 'cm' ? 'centimeter' : 'inch',
    maximumFractionDigits: units === 'cm' ? 1 : 2,
  }).format(value);
}

/** The words on the drafted pattern: piece names, how many to cut, the grainline and fold labels. */
export function draftLabels(t: TFunction): DraftLabels {
  return {
    piece: (id) => t(`pattern:pieces.${id}`, { defaultValue: id.split('.').pop() }),
    cut: (count, onFold) => t(onFold ? 'pattern:onPiece.cutOnFold' : 'pattern:onPiece.cut', { count }),
    grainline: t('pattern:onPiece.grainline'),
    cutOnFold: t('pattern:onPiece.foldLine'),
  };
}

/** The words of the tiled PDF. */
export function tiledPdfLabels(t: TFunction, design: PatternDesign): TiledPdfLabels {
  return {
    title: t('pattern:yourPattern', { design: t(`pattern:designs.${design}`) }),
    testSquare: t('pattern:pdf.testSquare', { size: formatLength(10, 'cm') }),
    printAtFullSize: t('pattern:pdf.printAtFullSize'),
    // Counts in the reader's digits, as the lengths are.
    grid: (columns, rows) => t('pattern:pdf.grid', { columns: numberFormat({}).format(columns), rows: numberFormat({}).format(rows) }),
    page: (label) => t('pattern:pdf.page', { label }),
  };
}

type Sheet = DimensionsSheet;
type Piece = Sheet['pieces'][number];

/** The dimensions sheet's sentences, for the page and the PDF alike. */
export function dimensionsLabels(t: TFunction, design: PatternDesign, sheet: Sheet): DimensionsPdfLabels {
  const len = (v: number) => formatLength(v, sheet.units);
  const line = (g: NonNullable<Piece['grainline']>) =>
    t(g.onFold ? 'pattern:dimensions.foldLine' : 'pattern:dimensions.grainline', {
      fromX: len(g.from.x),
      fromY: len(g.from.y),
      toX: len(g.to.x),
      toY: len(g.to.y),
    });
  return {
    title: t('pattern:dimensions.title', { design: t(`pattern:designs.${design}`) }),
    howTo: t('pattern:dimensions.howTo'),
    piece: (p) => {
      const size = { title: p.title, width: len(p.width), height: len(p.height) };
      if (!p.cut) return t('pattern:dimensions.piece', size);
      const cut = t(p.cut.onFold ? 'pattern:onPiece.cutOnFold' : 'pattern:onPiece.cut', { count: p.cut.count });
      return t('pattern:dimensions.pieceCut', { ...size, cut });
    },
    point: (p) => t('pattern:dimensions.point', { name: p.name, x: len(p.x), y: len(p.y) }),
    segment: (s) => {
      if (s.kind === 'line' || !s.bowSide) return t('pattern:dimensions.straight', { from: s.from, to: s.to, length: len(s.length) });
      return t(s.bowSide === 'out' ? 'pattern:dimensions.curveOut' : 'pattern:dimensions.curveIn', {
        from: s.from,
        to: s.to,
        length: len(s.length),
        bow: len(s.bow),
        at: len(s.bowAt),
      });
    },
    grainline: line,
    seamAllowance: sheet.seamAllowance
      ? t('pattern:dimensions.seamAllowance', { size: len(sheet.seamAllowance) })
      : t('pattern:dimensions.noSeamAllowance'),
  };
}
