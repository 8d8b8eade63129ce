import type { Translation } from '@sewee/shared/locales';
import type { contact } from '../contact';

export default {
  contact: {
    bannerTitle: 'Contacte-nos',
    heading: 'Teremos todo o gosto em falar consigo',
    intro: 'Tem perguntas sobre cursos, bolsas de estudo ou parcerias? Envie-nos uma mensagem e responderemos por e-mail.',
    formTitle: 'Envie-nos uma mensagem',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    company: 'Nome da empresa',
    subject: 'Assunto',
    message: 'Mensagem',
    privacy: 'Ao enviar este formulário, aceita a nossa Política de Privacidade. Só usamos os seus dados para lhe responder.',
    submit: 'Enviar mensagem',
    success: 'Obrigado! A sua mensagem foi enviada.',
    error: 'Erro ao enviar a sua mensagem',
    detailsTitle: 'Fale connosco',
    location: 'Lagos, Nigéria',
    locationLabel: 'Localização',
    emailLabel: 'E-mail',
    phoneNigeria: 'Telefone (Nigéria)',
    phoneUsa: 'Telefone (EUA)',
  },
} satisfies Translation<typeof contact>;
