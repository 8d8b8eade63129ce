import type { Translation } from '@sewee/shared/locales';
import type { pattern } from '../i18n';

export default {
  designs: {
    bella: 'Molde base de corpete',
    penelope: 'Saia lápis',
    teagan: 'T-shirt',
    waralee: 'Calças traçadas',
  },
  yourPattern: 'O seu molde: {{design}}',
  pieces: {
    bella: { back: 'Costas', frontSideDart: 'Frente', sleeve: 'Manga' },
    penelope: { back: 'Costas', front: 'Frente', waistband: 'Cós' },
    teagan: { back: 'Costas', front: 'Frente', sleeve: 'Manga' },
    waralee: {
      pants: 'Perna das calças',
      pocket: 'Bolso da frente',
      backPocket: 'Bolso de trás',
      facingFront: 'Vista do bolso da frente',
      facingBack: 'Vista do bolso de trás',
      waistbandFront: 'Cós da frente',
      waistbandBack: 'Cós de trás',
      strapFront: 'Tira da frente',
      strapBack: 'Tira de trás',
      mini: 'Perna das calças (versão reduzida)',
      cutout: 'Guia de corte',
    },
  },
  onPiece: {
    cut_one: 'Cortar {{count}}',
    cut_other: 'Cortar {{count}}',
    cutOnFold_one: 'Cortar {{count}} na dobra',
    cutOnFold_other: 'Cortar {{count}} na dobra',
    grainline: 'Fio do tecido',
    foldLine: 'Colocar na dobra',
  },
  pdf: {
    testSquare: 'Quadrado de teste: {{size}}',
    printAtFullSize: 'Imprima a 100% (tamanho real, sem ajustar à página). Meça o quadrado de teste antes de cortar.',
    grid: 'Páginas: {{columns}} na largura, {{rows}} na altura (as páginas vazias ficam de fora). Sobreponha cada página à seguinte até as marcas coincidirem e cole-as.',
    page: 'Página {{label}}',
  },
  dimensions: {
    title: 'Medidas: {{design}}',
    howTo:
      'Meça cada ponto a partir do canto superior esquerdo da peça: primeiro para a direita, depois para baixo. Una os pontos por ordem.',
    piece: '{{title}}: {{width}} × {{height}}',
    pieceCut: '{{title}}: {{width}} × {{height}}, {{cut}}',
    point: '{{name}}: {{x}} para a direita, {{y}} para baixo',
    straight: '{{from}} a {{to}}: linha reta, {{length}}',
    curveOut: '{{from}} a {{to}}: curva, {{length}}, arqueada para fora {{bow}} a {{at}} de {{from}}',
    curveIn: '{{from}} a {{to}}: curva, {{length}}, arqueada para dentro {{bow}} a {{at}} de {{from}}',
    grainline: 'Fio do tecido: de {{fromX}} para a direita, {{fromY}} para baixo até {{toX}} para a direita, {{toY}} para baixo',
    foldLine: 'Dobra: de {{fromX}} para a direita, {{fromY}} para baixo até {{toX}} para a direita, {{toY}} para baixo',
    seamAllowance: 'Acrescente {{size}} de margem de costura à volta de cada peça ao cortar.',
    noSeamAllowance: 'Não inclui margem de costura: acrescente a sua ao cortar.',
  },
} satisfies Translation<typeof pattern>;
