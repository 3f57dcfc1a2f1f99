/** "Skip to content": moves focus to the shell's `<main id="main-content">`. */
import { useIntl } from 'react-intl';

export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        // Handled here: the shell's link interception must not treat it as a navigation.
        event.preventDefault();
        event.stopPropagation();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {intl.formatMessage({ id: 'nav.skip' })}
    </a>
  );
}
