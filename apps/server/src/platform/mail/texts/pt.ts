import type { Translation } from '@sewee/shared';
import type { mailTexts } from './en';

export default {
  footer: 'Sewee — cursos de moda e artesanato para estudantes de toda a África.',
  hello: 'Olá, {{name}},',
  signature: 'A equipa Sewee',
  verification: {
    subject: 'O seu código de verificação Sewee: {{code}}',
    title: 'Verifique o seu e-mail',
    codeIs: 'O seu código de verificação Sewee é {{code}}.',
    yourCode: 'O seu código de verificação é:',
    expires: 'Expira dentro de 10 minutos.',
    notYou: 'Se não se registou na Sewee, ignore este e-mail.',
  },
  reset: {
    subject: 'Redefina a sua palavra-passe Sewee',
    title: 'Redefina a sua palavra-passe',
    openLink: 'Para escolher uma nova palavra-passe, abra esta ligação (válida durante 1 hora):',
    tapButton: 'Para escolher uma nova palavra-passe, toque no botão abaixo. A ligação é válida durante 1 hora.',
    button: 'Redefinir palavra-passe',
    orOpen: 'Ou abra: {{link}}',
    notYou: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe continua a mesma.',
  },
  contact: {
    subject: 'Formulário de contacto: {{about}}',
    title: 'Nova mensagem do formulário de contacto',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    company: 'Empresa',
    subjectField: 'Assunto',
    message: 'Mensagem',
  },
  receipt: {
    subject: 'O seu recibo do curso {{course}}',
    title: 'Pagamento recebido: está inscrito',
    paid: 'Obrigado: recebemos o seu pagamento e está inscrito no curso "{{course}}". O curso está em Os meus cursos.',
    paidHtml: 'Obrigado: recebemos o seu pagamento e está inscrito no curso “{{course}}”. O curso está em Os meus cursos.',
    course: 'Curso',
    amount: 'Valor',
    reference: 'Referência',
    date: 'Data',
    keep: 'Guarde este e-mail como recibo. Se tiver alguma dúvida, responda-lhe e indique a referência.',
  },
  refund: {
    subject: 'O seu pagamento do curso {{course}} vai ser reembolsado',
    title: 'O seu pagamento vai ser reembolsado',
    received: 'Recebemos o seu pagamento de {{amount}} para «{{course}}» (referência {{reference}}), mas {{why}}.',
    receivedHtml: 'Recebemos o seu pagamento de {{amount}} para «{{course}}», mas {{why}}.',
    willRefund:
      'A equipa Sewee vai reembolsá-lo. Não precisa de fazer nada; se tiver alguma pergunta, responda a este e-mail e indique a referência.',
    willRefundHtml:
      'A equipa Sewee vai reembolsá-lo. Não precisa de fazer nada; se tiver alguma pergunta, responda a este e-mail e indique a referência:',
    why: {
      duplicate:
        'já tinha comprado este curso com um pagamento anterior, por isso está inscrito uma vez e este segundo pagamento não é necessário',
      account_rejected: 'a sua conta não foi aprovada pela equipa Sewee, por isso o pagamento não o pôde inscrever',
      application_rejected: 'a sua candidatura a este curso não foi aprovada, por isso o pagamento não o pôde inscrever',
    },
  },
  practiceReview: {
    passed: {
      subject: 'Aprovado: {{piece}}',
      title: 'O seu exercício prático foi aprovado',
      body: 'O seu instrutor avaliou “{{piece}}” em “{{course}}”: aprovado.',
    },
    needs_work: {
      subject: 'Precisa de melhorias: {{piece}}',
      title: 'O seu exercício prático precisa de melhorias',
      body: 'O seu instrutor avaliou “{{piece}}” em “{{course}}”: precisa de melhorias. Leia o comentário e envie novas fotos.',
    },
    comment: 'O comentário do instrutor:',
    button: 'Abrir o curso',
  },
  decision: {
    adminMessage: 'Uma mensagem da equipa Sewee:',
    replyToAsk: 'Se tiver alguma dúvida, responda a este e-mail.',
    application: {
      approved: {
        subject: 'Foi admitido(a) no curso {{course}}',
        title: 'A sua candidatura foi aprovada',
        body: 'Boas notícias: a sua candidatura ao curso “{{course}}” foi aprovada.',
        next: 'Próximo passo: abra o curso e carregue em Comprar agora para se inscrever.',
        button: 'Abrir o curso',
      },
      rejected: {
        subject: 'A sua candidatura ao curso {{course}}',
        title: 'A sua candidatura não foi aprovada',
        body: 'A sua candidatura ao curso “{{course}}” não foi aprovada desta vez.',
        next: 'Pode continuar a ver o catálogo e candidatar-se a outros cursos.',
        button: 'Ver os cursos',
      },
      waitlisted: {
        subject: 'Está na lista de espera do curso {{course}}',
        title: 'Está na lista de espera',
        body: 'A sua candidatura ao curso “{{course}}” foi aceite, mas todas as vagas financiadas desta turma estão ocupadas, por isso está na lista de espera.',
        next: 'Se uma vaga ficar livre, será sua na sua vez e enviaremos um e-mail de imediato. A sua posição aparece na página do curso.',
        button: 'Abrir o curso',
      },
      promoted: {
        subject: 'Tem uma vaga no curso {{course}}',
        title: 'A vaga é sua',
        body: 'Boas notícias: ficou livre uma vaga no curso “{{course}}” e agora é sua.',
        next: 'Inscreva-se até {{date}} para a manter: abra o curso e inscreva-se.',
        button: 'Abrir o curso',
      },
    },
    account: {
      approved: {
        subject: 'A sua conta Sewee foi aprovada',
        title: 'A sua conta foi aprovada',
        body: 'A equipa Sewee aprovou a sua conta.',
        next: 'Próximo passo: escolha um curso, candidate-se e, depois de admitido(a), carregue em Comprar agora para se inscrever.',
        button: 'Ver os cursos',
      },
      rejected: {
        subject: 'A sua conta Sewee não foi aprovada',
        title: 'A sua conta não foi aprovada',
        body: 'A equipa Sewee não aprovou a sua conta, por isso não pode candidatar-se a cursos nem comprá-los.',
        next: 'Se acha que se trata de um erro, responda a este e-mail.',
        button: 'Visitar a Sewee',
      },
    },
  },
  signupNotice: {
    subject: 'Alguém tentou registar-se na Sewee com o seu e-mail',
    title: 'Já tem uma conta',
    tried: 'Alguém tentou agora criar uma conta Sewee com este endereço de e-mail, que já tem uma conta.',
    ifYou: 'Se foi você, inicie sessão: {{link}}',
    forgot: 'Esqueceu-se da palavra-passe? Redefina-a: {{link}}',
    signIn: 'Iniciar sessão',
    forgotHtml: 'Esqueceu-se da palavra-passe? {{link}}.',
    resetIt: 'Redefina-a',
    notYou: 'Se não foi você, ignore este e-mail: nada foi alterado.',
  },
} satisfies Translation<typeof mailTexts>;
