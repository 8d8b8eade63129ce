import type { Translation } from '@sewee/shared/locales';
import type { about } from '../about';

export default {
  about: {
    bannerTitle: 'Sobre a Sewee',
    bannerText: 'Ensino de moda para todos os estudantes africanos, estejam onde estiverem.',
    introTitle: 'Quem somos',
    introText:
      'A Sewee é uma escola online de moda e artesanato. Oferecemos cursos gratuitos, financiados por bolsas de estudo, e queremos admitir 5000 estudantes por ano, vindos dos 54 países africanos. Os nossos formadores ensinam competências práticas — da modelagem à gestão de uma marca — em aulas curtas em vídeo, feitas para o telemóvel.',
    valuesTitle: 'Os nossos valores',
    values: {
      accessibility: 'Acessibilidade',
      accessibilityText: 'Uma aprendizagem que chega a todos os estudantes, em qualquer aparelho e com qualquer ligação.',
      excellence: 'Excelência',
      excellenceText: 'Exigência em cada aula, em cada ponto e em cada criação.',
      innovation: 'Inovação',
      innovationText: 'Novas ferramentas e ideias que fazem avançar a moda africana.',
      community: 'Comunidade',
      communityText: 'Estudantes, formadores e parceiros a crescer juntos.',
      sustainability: 'Sustentabilidade',
      sustainabilityText: 'Uma moda que respeita as pessoas, os materiais e o planeta.',
    },
    dareTitle: 'Atreva-se a sonhar',
    dareText:
      'Todas as grandes marcas começaram com uma pessoa e uma ideia. Ajudamos a transformar a sua em competências, num portefólio e num negócio.',
    partner: 'Seja nosso parceiro',
  },
  faq: {
    title: 'Perguntas frequentes',
    items: {
      data: {
        q: 'Quantos dados móveis gasta uma aula?',
        a: 'Cada aula mostra quanto vai custar antes de a reproduzir. Ouvir uma aula só em áudio gasta cerca de 0,4 MB por minuto; o vídeo mais pequeno (240p), cerca de 1,2 MB por minuto; um vídeo mais nítido gasta mais.',
      },
      dataSaver: {
        q: 'Como posso gastar menos dados?',
        a: 'Ative a Poupança de dados no separador Definições da sua página de estudante. As aulas deixam então de passar acima de 240p, e os custos mostrados são os dessa qualidade. O leitor só carrega cerca de 30 segundos à frente, por isso parar uma aula também para a transferência.',
      },
      free: {
        q: 'Os cursos são gratuitos?',
        a: 'O Sewee é financiado por bolsas de estudo para que os cursos possam ser gratuitos. Um curso gratuito mostra «Grátis» em vez de um preço: candidate-se e, quando um formador o aprovar, inscreva-se gratuitamente. Alguns cursos têm preço; se o preço o impedir, escreva para {{email}}.',
      },
      apply: {
        q: 'Porque tenho de me candidatar a um curso?',
        a: 'As vagas são analisadas pelos formadores. Abra um curso, toque em Candidatar-se, e o botão mostra «Candidatura pendente» até um formador o aprovar. As contas novas também são analisadas por um administrador.',
      },
      certificates: {
        q: 'Recebo um certificado?',
        a: 'Sim. Quando conclui todas as aulas de um curso, o Sewee emite o seu certificado de conclusão: um PDF com um código curto e um código QR, para que um alfaiate, uma loja ou um financiador o possa verificar no telemóvel.',
      },
      offline: {
        q: 'Posso ver as aulas sem ligação à internet?',
        a: 'Ainda não: guardar aulas no telemóvel está a caminho. Até lá, a Poupança de dados e o modo só áudio mantêm baixo o custo de ver as aulas online.',
      },
      help: {
        q: 'A quem peço ajuda?',
        a: 'Escreva para {{email}} ou envie uma mensagem a partir da página Contactos.',
      },
    },
  },
} satisfies Translation<typeof about>;
