import type { Translation } from '@sewee/shared';
import type { mailTexts } from './en';

export default {
  footer: 'Sewee — kozi za mitindo na ufundi wa mikono kwa wanafunzi kote barani Afrika.',
  hello: 'Habari {{name}},',
  signature: 'Timu ya Sewee',
  verification: {
    subject: 'Msimbo wako wa uthibitisho wa Sewee: {{code}}',
    title: 'Thibitisha barua pepe yako',
    codeIs: 'Msimbo wako wa uthibitisho wa Sewee ni {{code}}.',
    yourCode: 'Msimbo wako wa uthibitisho ni:',
    expires: 'Utaisha muda baada ya dakika 10.',
    notYou: 'Ikiwa hukujisajili kwenye Sewee, puuza barua pepe hii.',
  },
  reset: {
    subject: 'Badilisha nenosiri lako la Sewee',
    title: 'Badilisha nenosiri lako',
    openLink: 'Ili kuchagua nenosiri jipya, fungua kiungo hiki (kinafanya kazi kwa saa 1):',
    tapButton: 'Ili kuchagua nenosiri jipya, gusa kitufe kilicho hapa chini. Kiungo kinafanya kazi kwa saa 1.',
    button: 'Badilisha nenosiri',
    orOpen: 'Au fungua: {{link}}',
    notYou: 'Ikiwa hukuomba hili, puuza barua pepe hii: nenosiri lako linabaki vilevile.',
  },
  contact: {
    subject: 'Fomu ya mawasiliano: {{about}}',
    title: 'Ujumbe mpya kutoka fomu ya mawasiliano',
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Simu',
    company: 'Kampuni',
    subjectField: 'Mada',
    message: 'Ujumbe',
  },
  receipt: {
    subject: 'Risiti yako ya kozi ya {{course}}',
    title: 'Malipo yamepokelewa: umesajiliwa',
    paid: 'Asante: tumepokea malipo yako na umesajiliwa katika kozi ya "{{course}}". Kozi iko kwenye Kozi Zangu.',
    paidHtml: 'Asante: tumepokea malipo yako na umesajiliwa katika kozi ya “{{course}}”. Kozi iko kwenye Kozi Zangu.',
    course: 'Kozi',
    amount: 'Kiasi',
    reference: 'Kumbukumbu',
    date: 'Tarehe',
    keep: 'Hifadhi barua pepe hii kama risiti yako. Ukiwa na swali, ijibu na utaje kumbukumbu.',
  },
  refund: {
    subject: 'Malipo yako ya kozi {{course}} yatarejeshwa',
    title: 'Malipo yako yatarejeshwa',
    received: 'Tumepokea malipo yako ya {{amount}} kwa ajili ya "{{course}}" (kumbukumbu {{reference}}), lakini {{why}}.',
    receivedHtml: 'Tumepokea malipo yako ya {{amount}} kwa ajili ya “{{course}}”, lakini {{why}}.',
    willRefund:
      'Timu ya Sewee itakurejeshea pesa hizo. Huhitaji kufanya chochote; ukiwa na swali, jibu barua pepe hii na utaje kumbukumbu.',
    willRefundHtml:
      'Timu ya Sewee itakurejeshea pesa hizo. Huhitaji kufanya chochote; ukiwa na swali, jibu barua pepe hii na utaje kumbukumbu:',
    why: {
      duplicate: 'ulikuwa umeshanunua kozi hii kwa malipo ya awali, kwa hiyo umejiunga mara moja na malipo haya ya pili hayahitajiki',
      account_rejected: 'akaunti yako haikukubaliwa na timu ya Sewee, kwa hiyo malipo hayakuweza kukuandikisha',
      application_rejected: 'ombi lako la kozi hii halikukubaliwa, kwa hiyo malipo hayakuweza kukuandikisha',
    },
  },
  practiceReview: {
    passed: {
      subject: 'Imefaulu: {{piece}}',
      title: 'Kazi yako ya mazoezi imefaulu',
      body: 'Mkufunzi wako amekagua “{{piece}}” katika “{{course}}”: imefaulu.',
    },
    needs_work: {
      subject: 'Inahitaji kazi zaidi: {{piece}}',
      title: 'Kazi yako ya mazoezi inahitaji kazi zaidi',
      body: 'Mkufunzi wako amekagua “{{piece}}” katika “{{course}}”: inahitaji kazi zaidi. Soma maoni, kisha tuma picha mpya.',
    },
    comment: 'Maoni ya mkufunzi:',
    button: 'Fungua kozi',
  },
  decision: {
    adminMessage: 'Ujumbe kutoka kwa timu ya Sewee:',
    replyToAsk: 'Ukiwa na swali, jibu barua pepe hii.',
    application: {
      approved: {
        subject: 'Umekubaliwa kwenye kozi ya {{course}}',
        title: 'Ombi lako limekubaliwa',
        body: 'Habari njema: ombi lako la kozi ya “{{course}}” limekubaliwa.',
        next: 'Hatua inayofuata: fungua kozi na ubonyeze Nunua sasa ili ujiandikishe.',
        button: 'Fungua kozi',
      },
      rejected: {
        subject: 'Ombi lako la kozi ya {{course}}',
        title: 'Ombi lako halikukubaliwa',
        body: 'Ombi lako la kozi ya “{{course}}” halikukubaliwa wakati huu.',
        next: 'Bado unaweza kuvinjari kozi na kuomba kozi nyingine.',
        button: 'Vinjari kozi',
      },
    },
    account: {
      approved: {
        subject: 'Akaunti yako ya Sewee imeidhinishwa',
        title: 'Akaunti yako imeidhinishwa',
        body: 'Timu ya Sewee imeidhinisha akaunti yako.',
        next: 'Hatua inayofuata: chagua kozi, tuma ombi, na ukikubaliwa bonyeza Nunua sasa ili ujiandikishe.',
        button: 'Vinjari kozi',
      },
      rejected: {
        subject: 'Akaunti yako ya Sewee haikuidhinishwa',
        title: 'Akaunti yako haikuidhinishwa',
        body: 'Timu ya Sewee haikuidhinisha akaunti yako, kwa hiyo huwezi kuomba wala kununua kozi.',
        next: 'Ikiwa unadhani hili ni kosa, jibu barua pepe hii.',
        button: 'Tembelea Sewee',
      },
    },
  },
  signupNotice: {
    subject: 'Mtu amejaribu kujisajili kwenye Sewee kwa barua pepe yako',
    title: 'Tayari una akaunti',
    tried: 'Mtu amejaribu sasa hivi kufungua akaunti ya Sewee kwa anwani hii ya barua pepe, ambayo tayari ina akaunti.',
    ifYou: 'Ikiwa ni wewe, ingia: {{link}}',
    forgot: 'Umesahau nenosiri? Libadilishe: {{link}}',
    signIn: 'Ingia',
    forgotHtml: 'Umesahau nenosiri? {{link}}.',
    resetIt: 'Libadilishe',
    notYou: 'Ikiwa si wewe, puuza barua pepe hii: hakuna kilichobadilika.',
  },
} satisfies Translation<typeof mailTexts>;
