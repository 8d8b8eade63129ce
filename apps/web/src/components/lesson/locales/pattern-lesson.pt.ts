import type { Translation } from '@sewee/shared/locales';
import type { patternLesson } from '../pattern-i18n';

export default {
  draft: 'Traçar o meu molde',
  drafting: 'A traçar o seu molde…',
  intro: 'Traçado com as suas próprias medidas, neste telemóvel. Funciona offline depois de descarregar a lição.',
  drawing: 'O seu molde, traçado com as suas medidas',
  seamAllowance: 'Margem de costura',
  paper: 'Tamanho do papel',
  a4: 'A4',
  letter: 'Carta (Letter)',
  downloadPdf: 'Descarregar PDF',
  noPrinter: 'Sem impressora?',
  closeSheet: 'Voltar ao molde',
  lines: 'As linhas, por ordem à volta da peça',
  downloadDimensions: 'Descarregar em PDF',
  point: 'Ponto',
  across: 'Para a direita',
  down: 'Para baixo',
  askMissing: 'Para o traçar, este molde precisa destas medidas:',
  draftError: 'Não foi possível traçar este molde com as suas medidas. Verifique-as em As minhas medidas.',
  loadError: 'Não foi possível traçar o molde: o código de desenho não carregou. Verifique a ligação e tente novamente.',
  measurementsError: 'Não foi possível carregar as suas medidas. Verifique a ligação e tente novamente.',
  pdfError: 'Não foi possível criar o PDF. Tente novamente.',
  signIn: 'Inicie sessão para traçar este molde com as suas próprias medidas.',
} satisfies Translation<typeof patternLesson>;
