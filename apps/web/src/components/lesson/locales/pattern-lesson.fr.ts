import type { Translation } from '@sewee/shared/locales';
import type { patternLesson } from '../pattern-i18n';

export default {
  draft: 'Tracer mon patron',
  drafting: 'Tracé de votre patron…',
  intro: 'Tracé à vos propres mesures, sur ce téléphone. Il fonctionne hors ligne une fois la leçon téléchargée.',
  drawing: 'Votre patron, tracé à vos mesures',
  seamAllowance: 'Marge de couture',
  paper: 'Format du papier',
  a4: 'A4',
  letter: 'Lettre US',
  downloadPdf: 'Télécharger le PDF',
  noPrinter: "Pas d'imprimante ?",
  closeSheet: 'Retour au patron',
  lines: 'Les lignes, dans l’ordre autour de la pièce',
  downloadDimensions: 'Télécharger en PDF',
  point: 'Point',
  across: 'À droite',
  down: 'En bas',
  askMissing: 'Pour le tracer, ce patron a besoin de ces mesures :',
  draftError: "Ce patron n'a pas pu être tracé avec vos mesures. Vérifiez-les dans Mes mesures.",
  loadError: "Le patron n'a pas pu être tracé : son code de dessin ne s'est pas chargé. Vérifiez votre connexion et réessayez.",
  measurementsError: "Vos mesures n'ont pas pu être chargées. Vérifiez votre connexion et réessayez.",
  pdfError: "Le PDF n'a pas pu être créé. Réessayez.",
  signIn: 'Connectez-vous pour tracer ce patron à vos propres mesures.',
} satisfies Translation<typeof patternLesson>;
