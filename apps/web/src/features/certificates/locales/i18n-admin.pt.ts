import type { Translation } from '@sewee/shared/locales';
import type { certificatesAdmin } from '../i18n-admin';

export default {
  admin: {
    title: 'Certificados emitidos',
    intro:
      'Os alunos recebem um certificado quando concluem este curso. Revogue um certificado emitido por engano: a página pública passará a dizer que já não é válido.',
    empty: 'Ainda não foi emitido nenhum certificado para este curso.',
    fetchError: 'Não foi possível carregar os certificados.',
    student: 'Aluno',
    code: 'Código',
    completedOn: 'Concluído em',
    status: 'Estado',
    actions: 'Ações',
    valid: 'Válido',
    revokedOn: 'Revogado em {{date}}',
    revoke: 'Revogar',
    revokeFor: 'Revogar: o certificado de {{name}}',
    revokeTitle: 'Revogar o certificado de {{name}}?',
    revokeText: 'Quem verificar o código {{code}} verá que foi revogado. Não é possível anular esta ação.',
    reason: 'Motivo',
    confirm: 'Revogar certificado',
    cancel: 'Cancelar',
    revoked: 'Certificado revogado.',
    revokeError: 'Não foi possível revogar o certificado. Tente novamente.',
  },
} satisfies Translation<typeof certificatesAdmin>;
