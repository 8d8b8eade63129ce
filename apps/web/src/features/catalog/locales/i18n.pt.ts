import type { Translation } from '@sewee/shared/locales';
import type { catalog } from '../i18n';

export default {
  allCourses: 'Todos os cursos',
  studentHome: 'Perfil do estudante',
  filters: {
    title: 'Filtros',
    show: 'Mostrar filtros',
    hide: 'Ocultar filtros',
    clear: 'Limpar filtros',
    chosen: 'Selecionados: {{count}}',
    groups: {
      category: 'Categoria',
      level: 'Nível',
      primaryLanguage: 'Língua principal',
    },
  },
  sort: {
    button: 'Ordenar',
    legend: 'Ordenar por',
    options: {
      'price-lowtohigh': 'Preço: crescente',
      'price-hightolow': 'Preço: decrescente',
      'title-atoz': 'Título: de A a Z',
      'title-ztoa': 'Título: de Z a A',
    },
  },
  results: 'Resultados: {{count}}',
  showing: 'A mostrar {{shown}} de {{count}}',
  showMore: 'Mostrar mais cursos',
  loadingCourses: 'A carregar cursos…',
  empty: 'Nenhum curso encontrado',
  loadError: 'Não foi possível carregar os cursos. Verifique a sua ligação e tente novamente.',
  retry: 'Tentar novamente',
  card: {
    createdBy: 'Criado por {{name}}',
    lectures_zero: '{{count}} aulas - Nível {{level}}',
    lectures_one: '{{count}} aula - Nível {{level}}',
    lectures_many: '{{count}} de aulas - Nível {{level}}',
    lectures_other: '{{count}} aulas - Nível {{level}}',
    price: 'Preço',
    opening: 'A abrir o curso…',
  },
  home: {
    caption: 'Apaixonado(a) por moda',
    tabsLabel: 'Secções do perfil do estudante',
    tabs: {
      dashboard: 'Painel',
      courses: 'Cursos',
      settings: 'Definições',
    },
    categoriesTitle: 'Categorias de cursos que oferecemos',
    greeting: 'Vamos continuar a aprender, {{name}}! Pode escolher qualquer um dos cursos disponíveis, organizados por categoria.',
    settings: 'Definições',
    backToUploads: 'Voltar aos carregamentos',
  },
  purchaseCheckError: 'Não foi possível abrir o curso. Verifique a sua ligação e tente novamente.',
} satisfies Translation<typeof catalog>;
