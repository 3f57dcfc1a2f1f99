/** Keeps a failure of the navigation inside the navigation: a short message and a retry button. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nirvana/shared/locales';

// Plain strings: the boundary must work even when react-intl is what failed.
const TEXT: Record<Locale, { text: string; retry: string }> = {
  tr: { text: 'Gezinme bölümü gösterilemedi.', retry: 'Tekrar dene' },
  en: { text: 'The navigation could not be shown.', retry: 'Try again' },
  ru: { text: 'Не удалось показать навигацию.', retry: 'Повторить' },
  de: { text: 'Die Navigation konnte nicht angezeigt werden.', retry: 'Erneut versuchen' },
};

export class NavErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Logged only (the section shows its own message): an expected failure, such as a part that
    // cannot load offline, is no console error.
    console.warn('[navigation] crashed:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const lang = document.documentElement.lang.slice(0, 2);
    const text = TEXT[isLocale(lang) ? lang : DEFAULT_LOCALE];
    return (
      <div className="section-error" role="alert">
        <p>{text.text}</p>
        <button type="button" className="button button-outline" onClick={() => this.setState({ error: null })}>
          {text.retry}
        </button>
      </div>
    );
  }
}
