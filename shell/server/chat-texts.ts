/** Texts of the stand-in chat widget per locale (German has no chat widget). */
import type { Locale } from '@nirvana/shared/locales';

export interface ChatTexts {
  open: string;
  close: string;
  title: string;
  text: string;
}

export const CHAT_TEXTS: Partial<Record<Locale, ChatTexts>> = {
  tr: { open: 'Canlı destek ile sohbet et', close: 'Sohbeti kapat', title: 'Canlı destek', text: 'Merhaba! Size nasıl yardımcı olabiliriz? Ekibimiz kısa süre içinde yanıt verecek.' },
  en: { open: 'Chat with us', close: 'Close chat', title: 'Live chat', text: 'Hello! How can we help you? Our team will answer shortly.' },
  ru: { open: 'Написать в чат', close: 'Закрыть чат', title: 'Онлайн-чат', text: 'Здравствуйте! Чем мы можем помочь? Наша команда скоро ответит.' },
};
