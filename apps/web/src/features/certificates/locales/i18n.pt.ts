import type { Translation } from '@sewee/shared/locales';
import type { certificates } from '../i18n';

export default {
  mine: {
    title: 'O seu certificado',
    loading: 'A carregar o seu certificado…',
    loadError: 'Não foi possível carregar o seu certificado. Verifique a ligação e tente novamente.',
    retry: 'Tentar novamente',
    notYet: 'Ainda não',
    backToCourse: 'Voltar ao curso',
    myCourses: 'Os meus cursos',
    download: 'Descarregar PDF',
    openPublic: 'Abrir a página pública',
    share: 'Qualquer pessoa pode verificar este certificado lendo o código QR ou escrevendo o código no endereço abaixo.',
  },
  verify: {
    title: 'Certificado de conclusão',
    loading: 'A verificar o certificado…',
    loadError: 'Não foi possível verificar o certificado. Verifique a ligação e tente novamente.',
    retry: 'Tentar novamente',
    valid: 'Certificado válido',
    validText: 'A Sewee confirma que este certificado é autêntico.',
    revoked: 'Este certificado foi revogado',
    revokedText: 'A Sewee retirou este certificado em {{date}}. Já não é válido.',
    notFound: 'Nenhum certificado tem este código',
    notFoundText: 'Confira o código no certificado e escreva-o novamente. Os códigos usam as letras A a Z e os algarismos 2 a 9.',
    checkAnother: 'Verificar outro código',
    codeLabel: 'Código do certificado',
    check: 'Verificar',
  },
  details: {
    certifies: 'Certifica-se que',
    completed: 'concluiu o curso',
    instructor: 'Formador',
    completedOn: 'Concluído em',
    code: 'Código do certificado',
    qr: 'Código QR do endereço de verificação {{url}}',
  },
} satisfies Translation<typeof certificates>;
