import type { Translation } from '@sewee/shared/locales';
import type { intakes } from '../i18n';

export default {
  intakes: {
    title: 'Turmas',
    intro:
      'Rondas de candidaturas com datas e vagas financiadas. Os admitidos além das vagas esperam numa lista de espera que avança sozinha.',
    course: 'Curso',
    chooseCourse: 'Escolha um curso',
    none: 'Este curso não tem turmas: pode-se candidatar a qualquer momento e comprá-lo pelo seu preço.',
    fetchError: 'Não foi possível carregar as turmas',
    saveError: 'Não foi possível guardar a turma',
    deleteError: 'Não foi possível eliminar a turma',
    create: 'Nova turma',
    edit: 'Editar',
    editing: 'Editar “{{name}}”',
    cancel: 'Cancelar',
    save: 'Guardar turma',
    saved: 'Turma guardada',
    remove: 'Eliminar',
    deleted: 'Turma eliminada',
    name: 'Nome',
    namePlaceholder: 'Janeiro de 2027',
    opensAt: 'Candidaturas abrem em',
    closesAt: 'Candidaturas fecham em',
    seats: 'Vagas financiadas',
    waiverPercent: 'Bolsa (% do preço isento)',
    waiverHint: '100 significa gratuito: o estudante inscreve-se sem pagar.',
    enrolWithinDays: 'Os admitidos devem inscrever-se em (dias)',
    window: 'Período',
    waiver: 'Bolsa',
    counts: {
      seats: 'Vagas financiadas',
      admitted: 'Admitidos',
      enrolled: 'Inscritos',
      waitlisted: 'Em espera',
      declined: 'Desistências',
      expired: 'Expiradas',
      waived: 'Isenções concedidas',
    },
  },
} satisfies Translation<typeof intakes>;
