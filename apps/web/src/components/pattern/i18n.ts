import { registerNamespace } from '../../lib/i18n';

/** Strings of pattern lessons (namespace "pattern"): the designs' names, the drafted pattern, its PDF and dimensions sheet. */
export const pattern = {
  designs: {
    bella: 'Bodice block',
    penelope: 'Pencil skirt',
    teagan: 'T-shirt',
    waralee: 'Wrap trousers',
  },
  yourPattern: 'Your pattern: {{design}}',
  /** Each piece by FreeSewing's part name (`pieces.bella.back`), drawn on the pattern and listed on the dimensions sheet. */
  pieces: {
    bella: { back: 'Back', frontSideDart: 'Front', sleeve: 'Sleeve' },
    penelope: { back: 'Back', front: 'Front', waistband: 'Waistband' },
    teagan: { back: 'Back', front: 'Front', sleeve: 'Sleeve' },
    waralee: {
      pants: 'Trouser leg',
      pocket: 'Front pocket',
      backPocket: 'Back pocket',
      facingFront: 'Front pocket facing',
      facingBack: 'Back pocket facing',
      waistbandFront: 'Front waistband',
      waistbandBack: 'Back waistband',
      strapFront: 'Front strap',
      strapBack: 'Back strap',
      mini: 'Trouser leg (small version)',
      cutout: 'Cutting guide',
    },
  },
  /** Words drawn on the pieces. */
  onPiece: {
    cut_one: 'Cut {{count}}',
    cut_other: 'Cut {{count}}',
    cutOnFold_one: 'Cut {{count}} on the fold',
    cutOnFold_other: 'Cut {{count}} on the fold',
    grainline: 'Grainline',
    foldLine: 'Place on the fold',
  },
  /** The tiled PDF. */
  pdf: {
    testSquare: 'Test square: {{size}}',
    printAtFullSize: 'Print at 100% (actual size, no scaling). Measure the test square before you cut.',
    grid: 'Pages: {{columns}} across, {{rows}} down (empty pages are left out). Lay each page over the next so the marks meet, then tape them.',
    page: 'Page {{label}}',
  },
  /** The dimensions sheet, on screen and as a PDF. */
  dimensions: {
    title: 'Dimensions: {{design}}',
    howTo: 'Measure each point from the top-left corner of the piece: first to the right, then down. Join the points in order.',
    piece: '{{title}}: {{width}} × {{height}}',
    pieceCut: '{{title}}: {{width}} × {{height}}, {{cut}}',
    point: '{{name}}: {{x}} right, {{y}} down',
    straight: '{{from}} to {{to}}: straight line, {{length}}',
    curveOut: '{{from}} to {{to}}: curve, {{length}}, bowing out by {{bow}} at {{at}} from {{from}}',
    curveIn: '{{from}} to {{to}}: curve, {{length}}, bowing in by {{bow}} at {{at}} from {{from}}',
    grainline: 'Grainline: from {{fromX}} right, {{fromY}} down to {{toX}} right, {{toY}} down',
    foldLine: 'Fold line: from {{fromX}} right, {{fromY}} down to {{toX}} right, {{toY}} down',
    seamAllowance: 'Add {{size}} of seam allowance around every piece when you cut.',
    noSeamAllowance: 'No seam allowance is included: add your own when you cut.',
  },
};

registerNamespace('pattern', pattern, import.meta.glob('./locales/i18n.*.ts'));
