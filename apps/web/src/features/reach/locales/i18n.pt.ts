import type { Translation } from '@sewee/shared/locales';
import type { reach } from '../i18n';

export default {
  reach: {
    title: 'Alcance',
    intro: 'A que distância está o ano das metas da bolsa: estudantes admitidos e países africanos alcançados.',
    year: 'Ano',
    fetchError: 'Não foi possível carregar o resumo do alcance',
    downloadCsv: 'Descarregar todas as candidaturas (CSV)',
    targets: {
      students: 'Estudantes admitidos: {{count}} de {{target}}',
      countries: 'Países alcançados: {{count}} de {{target}}',
    },
    funnel: {
      title: 'Funil',
      signedUp: 'Registados',
      verified: 'Verificados',
      applied: 'Candidataram-se',
      admitted: 'Admitidos',
      enrolled: 'Inscritos',
      completed: 'Concluíram',
    },
    chart: {
      title: 'Estudantes admitidos por país',
      desc: 'Uma barra para cada um dos 54 países africanos; os países ainda sem admitidos estão assinalados. Os mesmos números estão na tabela abaixo.',
      none: 'nenhum ainda',
      others: 'Outros países ou sem país: {{count}} admitidos',
    },
    table: {
      caption: 'Estudantes por país',
      country: 'País',
      applicants: 'Candidatos',
      admitted: 'Admitidos',
      enrolled: 'Inscritos',
      completed: 'Concluíram',
    },
    courses: {
      caption: 'Cursos',
      course: 'Curso',
      applicants: 'Candidatos',
      admitted: 'Admitidos',
      completionRate: 'Taxa de conclusão',
      none: 'Nenhum curso tem candidaturas este ano.',
    },
  },
} satisfies Translation<typeof reach>;
