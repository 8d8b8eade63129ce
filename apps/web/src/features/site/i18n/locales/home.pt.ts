import type { Translation } from '@sewee/shared/locales';
import type { home } from '../home';

export default {
  home: {
    heroKicker: 'Cursos gratuitos, financiados por bolsas de estudo',
    heroTitle: 'Reinventar o ensino da moda em África',
    heroText:
      'Aprenda design de moda, costura e artesanato com formadores africanos especialistas — no seu telemóvel, ao seu ritmo, gratuitamente.',
    getStarted: 'Começar gratuitamente',
    stats: '5000 estudantes por ano · 54 países africanos',
    whyTitle: 'Porquê escolher-nos',
    why: {
      accessTitle: 'Acessível em qualquer lugar',
      accessText: 'Aulas curtas em vídeo que funcionam em qualquer telemóvel, esteja onde estiver em África.',
      freeTitle: 'Ensino gratuito e de qualidade',
      freeText: 'As bolsas de estudo pagam os seus cursos: é o talento — e não o dinheiro — que decide quem aprende.',
      cultureTitle: 'Um programa rico em cultura',
      cultureText: 'Do adire e do kente ao pronto-a-vestir moderno: design com raízes na herança africana.',
      expertTitle: 'Programas dados por especialistas',
      expertText: 'Aprenda com designers, alfaiates e artesãos que trabalham no setor todos os dias.',
    },
    basicsTitle: 'Bases do design de moda',
    basicsText: 'Comece pelos fundamentos de que todo o designer precisa.',
    cardLabel: 'Design de moda',
    cards: {
      illustration: 'Introdução à ilustração de moda II',
      textiles: 'Introdução à ciência dos tecidos e têxteis',
      pattern: 'Fundamentos de modelagem e costura',
      design: 'Introdução ao design de moda',
    },
    exploreAll: 'Ver todas as aulas',
    joinTitle: 'Junte-se ao movimento',
    joinText:
      'A Sewee está a formar uma geração de designers e artesãos africanos. Cada estudante que aprende um ofício pode criar um negócio, dar emprego a outros e contar a história de África através da moda.',
    learnTitle: 'O que vai aprender',
    learn: {
      sketch: 'Esboço e ilustração de moda',
      fabric: 'Escolher e trabalhar tecidos',
      pattern: 'Modelagem, corte e costura',
      craft: 'Missangas, croché, tie-dye, malas e sapatos',
      brand: 'Criar e fazer crescer uma marca de pronto-a-vestir',
      tech: 'Tecnologia de moda para o ateliê moderno',
    },
    ctaTitle: 'Inscreva-se gratuitamente hoje',
    ctaText: 'Crie a sua conta, escolha um curso e comece a aprender em poucos minutos.',
    ctaButton: 'Inscrever-se grátis',
  },
} satisfies Translation<typeof home>;
