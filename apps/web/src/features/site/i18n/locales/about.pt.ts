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
} satisfies Translation<typeof about>;
