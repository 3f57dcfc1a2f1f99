/** The words of the mails and of the newsletter's confirmation and unsubscribe pages, per language. */
import type { Locale } from '@nirvana/shared/locales';

export interface MailTexts {
  ackSubject: (hotel: string) => string;
  ackGreeting: (name: string) => string;
  ackBody: (hotel: string) => string;
  ackYourMessage: string;
  confirmSubject: (hotel: string) => string;
  confirmBody: (hotel: string) => string;
  confirmButton: string;
  confirmExpiry: string;
  confirmIgnore: string;
  unsubscribeLine: string;
  signature: string;
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  tr: {
    ackSubject: (h) => `Mesajınızı aldık: ${h}`,
    ackGreeting: (n) => `Sayın ${n},`,
    ackBody: (h) => `${h} ile iletişime geçtiğiniz için teşekkür ederiz. Mesajınız resepsiyonumuza ulaştı; en kısa sürede size dönüş yapacağız.`,
    ackYourMessage: 'Mesajınız:',
    confirmSubject: (h) => `Bülten aboneliğinizi onaylayın: ${h}`,
    confirmBody: (h) => `${h} bültenine abone olmak için bu adres kullanıldı. Aboneliği onaylamak için aşağıdaki bağlantıyı açın.`,
    confirmButton: 'Aboneliği onayla',
    confirmExpiry: 'Bağlantı 72 saat geçerlidir.',
    confirmIgnore: 'Abone olmadıysanız bu e-postayı dikkate almayın: onaylanmayan kayıt silinir.',
    unsubscribeLine: 'Abonelikten çıkmak için:',
    signature: 'Nirvana Hotels',
  },
  en: {
    ackSubject: (h) => `We received your message: ${h}`,
    ackGreeting: (n) => `Dear ${n},`,
    ackBody: (h) => `Thank you for contacting ${h}. Your message has reached our reception, and we will get back to you soon.`,
    ackYourMessage: 'Your message:',
    confirmSubject: (h) => `Please confirm your newsletter subscription: ${h}`,
    confirmBody: (h) => `This address was used to subscribe to the newsletter of ${h}. To confirm the subscription, open the link below.`,
    confirmButton: 'Confirm my subscription',
    confirmExpiry: 'The link works for 72 hours.',
    confirmIgnore: 'If you did not subscribe, ignore this e-mail: the unconfirmed entry is deleted.',
    unsubscribeLine: 'To unsubscribe:',
    signature: 'Nirvana Hotels',
  },
  ru: {
    ackSubject: (h) => `Мы получили ваше сообщение: ${h}`,
    ackGreeting: (n) => `Здравствуйте, ${n}!`,
    ackBody: (h) => `Спасибо, что написали в ${h}. Ваше сообщение передано на ресепшен, мы скоро вам ответим.`,
    ackYourMessage: 'Ваше сообщение:',
    confirmSubject: (h) => `Подтвердите подписку на рассылку: ${h}`,
    confirmBody: (h) => `Этот адрес указан при подписке на рассылку ${h}. Чтобы подтвердить подписку, откройте ссылку ниже.`,
    confirmButton: 'Подтвердить подписку',
    confirmExpiry: 'Ссылка действует 72 часа.',
    confirmIgnore: 'Если вы не подписывались, просто не отвечайте на это письмо: неподтверждённая запись будет удалена.',
    unsubscribeLine: 'Отписаться от рассылки:',
    signature: 'Nirvana Hotels',
  },
  de: {
    ackSubject: (h) => `Wir haben Ihre Nachricht erhalten: ${h}`,
    ackGreeting: (n) => `Guten Tag ${n},`,
    ackBody: (h) => `Vielen Dank für Ihre Nachricht an ${h}. Sie ist an unserer Rezeption angekommen, und wir melden uns in Kürze bei Ihnen.`,
    ackYourMessage: 'Ihre Nachricht:',
    confirmSubject: (h) => `Bitte bestätigen Sie Ihr Newsletter-Abonnement: ${h}`,
    confirmBody: (h) => `Mit dieser Adresse wurde der Newsletter von ${h} bestellt. Um das Abonnement zu bestätigen, öffnen Sie den folgenden Link.`,
    confirmButton: 'Abonnement bestätigen',
    confirmExpiry: 'Der Link ist 72 Stunden gültig.',
    confirmIgnore: 'Wenn Sie nichts bestellt haben, ignorieren Sie diese E-Mail: Der unbestätigte Eintrag wird gelöscht.',
    unsubscribeLine: 'Newsletter abbestellen:',
    signature: 'Nirvana Hotels',
  },
};

export interface PageTexts {
  confirmTitle: string;
  confirmLead: (hotel: string) => string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedLead: (hotel: string) => string;
  expiredTitle: string;
  expiredLead: string;
  invalidTitle: string;
  invalidLead: string;
  unsubscribeTitle: string;
  unsubscribeLead: (hotel: string) => string;
  unsubscribeButton: string;
  unsubscribedTitle: string;
  unsubscribedLead: string;
  home: string;
}

export const PAGE_TEXTS: Record<Locale, PageTexts> = {
  tr: {
    confirmTitle: 'Bülten aboneliğini onaylayın',
    confirmLead: (h) => `${h} bültenine aboneliğinizi onaylamak için düğmeye basın.`,
    confirmButton: 'Aboneliği onayla',
    confirmedTitle: 'Aboneliğiniz onaylandı',
    confirmedLead: (h) => `Teşekkürler: artık ${h} bültenini alacaksınız. Her e-postada tek tıkla abonelikten çıkma bağlantısı bulunur.`,
    expiredTitle: 'Bağlantının süresi doldu',
    expiredLead: 'Bu onay bağlantısı artık geçerli değil. Bülten formundan yeniden abone olabilirsiniz; size yeni bir bağlantı göndeririz.',
    invalidTitle: 'Bağlantı geçersiz',
    invalidLead: 'Bu bağlantı tanınmadı ya da artık kullanılamıyor. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
    unsubscribeTitle: 'Abonelikten çıkın',
    unsubscribeLead: (h) => `${h} bülteninden çıkmak için düğmeye basın.`,
    unsubscribeButton: 'Abonelikten çık',
    unsubscribedTitle: 'Abonelikten çıktınız',
    unsubscribedLead: 'Adresiniz bülten listesinden silindi; size başka bülten göndermeyeceğiz.',
    home: 'Ana sayfaya dön',
  },
  en: {
    confirmTitle: 'Confirm your newsletter subscription',
    confirmLead: (h) => `Press the button to confirm your subscription to the newsletter of ${h}.`,
    confirmButton: 'Confirm my subscription',
    confirmedTitle: 'Your subscription is confirmed',
    confirmedLead: (h) => `Thank you: you will now receive the newsletter of ${h}. Every e-mail has a link to unsubscribe in one click.`,
    expiredTitle: 'This link has expired',
    expiredLead: 'This confirmation link no longer works. Subscribe again with the newsletter form and we will send you a new one.',
    invalidTitle: 'This link is not valid',
    invalidLead: 'This link was not recognised or can no longer be used. Please open the link from the e-mail in full.',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeLead: (h) => `Press the button to unsubscribe from the newsletter of ${h}.`,
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You have unsubscribed',
    unsubscribedLead: 'Your address has been removed from the mailing list; we will send you no more newsletters.',
    home: 'Back to the home page',
  },
  ru: {
    confirmTitle: 'Подтвердите подписку на рассылку',
    confirmLead: (h) => `Нажмите кнопку, чтобы подтвердить подписку на рассылку ${h}.`,
    confirmButton: 'Подтвердить подписку',
    confirmedTitle: 'Подписка подтверждена',
    confirmedLead: (h) => `Спасибо! Теперь вы будете получать рассылку ${h}. В каждом письме есть ссылка, чтобы отписаться одним нажатием.`,
    expiredTitle: 'Срок действия ссылки истёк',
    expiredLead: 'Эта ссылка для подтверждения больше не действует. Подпишитесь снова через форму рассылки, и мы пришлём новую.',
    invalidTitle: 'Ссылка недействительна',
    invalidLead: 'Эта ссылка не распознана или больше не может быть использована. Откройте ссылку из письма целиком.',
    unsubscribeTitle: 'Отписаться от рассылки',
    unsubscribeLead: (h) => `Нажмите кнопку, чтобы отписаться от рассылки ${h}.`,
    unsubscribeButton: 'Отписаться',
    unsubscribedTitle: 'Вы отписались',
    unsubscribedLead: 'Ваш адрес удалён из списка рассылки; мы больше не будем присылать вам письма.',
    home: 'На главную страницу',
  },
  de: {
    confirmTitle: 'Newsletter-Abonnement bestätigen',
    confirmLead: (h) => `Drücken Sie die Schaltfläche, um Ihr Abonnement des Newsletters von ${h} zu bestätigen.`,
    confirmButton: 'Abonnement bestätigen',
    confirmedTitle: 'Ihr Abonnement ist bestätigt',
    confirmedLead: (h) => `Vielen Dank: Sie erhalten jetzt den Newsletter von ${h}. Jede E-Mail enthält einen Link, mit dem Sie ihn mit einem Klick abbestellen.`,
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredLead: 'Dieser Bestätigungslink gilt nicht mehr. Bestellen Sie den Newsletter erneut über das Formular, dann senden wir Ihnen einen neuen.',
    invalidTitle: 'Dieser Link ist ungültig',
    invalidLead: 'Dieser Link wurde nicht erkannt oder kann nicht mehr verwendet werden. Bitte öffnen Sie den Link aus der E-Mail vollständig.',
    unsubscribeTitle: 'Newsletter abbestellen',
    unsubscribeLead: (h) => `Drücken Sie die Schaltfläche, um den Newsletter von ${h} abzubestellen.`,
    unsubscribeButton: 'Abbestellen',
    unsubscribedTitle: 'Sie haben den Newsletter abbestellt',
    unsubscribedLead: 'Ihre Adresse wurde aus der Verteilerliste gelöscht; wir senden Ihnen keinen Newsletter mehr.',
    home: 'Zur Startseite',
  },
};
