import type { Translation } from '@sewee/shared/locales';
import type { pattern } from '../i18n';

export default {
  designs: {
    bella: 'Bloc corsage',
    penelope: 'Jupe droite',
    teagan: 'T-shirt',
    waralee: 'Pantalon portefeuille',
  },
  yourPattern: 'Votre patron : {{design}}',
  pieces: {
    bella: { back: 'Dos', frontSideDart: 'Devant', sleeve: 'Manche' },
    penelope: { back: 'Dos', front: 'Devant', waistband: 'Ceinture' },
    teagan: { back: 'Dos', front: 'Devant', sleeve: 'Manche' },
    waralee: {
      pants: 'Jambe du pantalon',
      pocket: 'Poche devant',
      backPocket: 'Poche dos',
      facingFront: 'Parementure de poche devant',
      facingBack: 'Parementure de poche dos',
      waistbandFront: 'Ceinture devant',
      waistbandBack: 'Ceinture dos',
      strapFront: 'Lien devant',
      strapBack: 'Lien dos',
      mini: 'Jambe du pantalon (version réduite)',
      cutout: 'Gabarit de coupe',
    },
  },
  onPiece: {
    cut_one: 'Couper {{count}}',
    cut_other: 'Couper {{count}}',
    cutOnFold_one: 'Couper {{count}} sur la pliure',
    cutOnFold_other: 'Couper {{count}} sur la pliure',
    grainline: 'Droit fil',
    foldLine: 'Placer sur la pliure',
  },
  pdf: {
    testSquare: 'Carré de contrôle : {{size}}',
    printAtFullSize: 'Imprimez à 100 % (taille réelle, sans mise à l’échelle). Mesurez le carré de contrôle avant de couper.',
    grid: 'Pages : {{columns}} en largeur, {{rows}} en hauteur (les pages vides sont omises). Posez chaque page sur la suivante pour que les repères se rejoignent, puis collez-les.',
    page: 'Page {{label}}',
  },
  dimensions: {
    title: 'Mesures : {{design}}',
    howTo:
      'Mesurez chaque point depuis le coin en haut à gauche de la pièce : d’abord vers la droite, puis vers le bas. Reliez les points dans l’ordre.',
    piece: '{{title}} : {{width}} × {{height}}',
    pieceCut: '{{title}} : {{width}} × {{height}}, {{cut}}',
    point: '{{name}} : {{x}} à droite, {{y}} vers le bas',
    straight: '{{from}} à {{to}} : ligne droite, {{length}}',
    curveOut: '{{from}} à {{to}} : courbe, {{length}}, bombée vers l’extérieur de {{bow}} à {{at}} de {{from}}',
    curveIn: '{{from}} à {{to}} : courbe, {{length}}, creusée vers l’intérieur de {{bow}} à {{at}} de {{from}}',
    grainline: 'Droit fil : de {{fromX}} à droite, {{fromY}} vers le bas à {{toX}} à droite, {{toY}} vers le bas',
    foldLine: 'Pliure : de {{fromX}} à droite, {{fromY}} vers le bas à {{toX}} à droite, {{toY}} vers le bas',
    seamAllowance: 'Ajoutez {{size}} de marge de couture autour de chaque pièce en coupant.',
    noSeamAllowance: 'Aucune marge de couture n’est comprise : ajoutez la vôtre en coupant.',
  },
} satisfies Translation<typeof pattern>;
