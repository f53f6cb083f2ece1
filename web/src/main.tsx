// Tokens and base first, then the fields every form shows; each component's own sheet follows it.
import './styles/global.css';
import './components/ui/field.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale, storedLocale } from './lib/i18n/i18n';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The catalog comes first, so the first paint is already in the reader's language; if that
// language's chunk cannot be loaded, English it is.
activateLocale(storedLocale())
  .catch(() => activateLocale('en'))
  .finally(render);
