/**
 * "Skip to content": moves focus to the shell's `<main id="main-content">`. Rendered only where
 * the page has none of its own (the shell's HTML has one; a partner page or a bare host may not):
 * not on the server nor at hydration (the shell's page has one), looked for in an effect.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

export function SkipLink() {
  const intl = useIntl();
  const [pageHasOne, setPageHasOne] = useState(true);
  useEffect(() => setPageHasOne(document.querySelector('a.skip-link[href="#main-content"]') !== null), []);
  if (pageHasOne) return null;
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
