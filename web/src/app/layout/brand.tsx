import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import './brand.css';

export function Brand({ className = 'brand' }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Link to="/" className={className}>
      <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 6c-4 3-6 6.5-6 10.5a6 6 0 0 0 12 0C22 12.5 20 9 16 6z" fill="#e0b04f" />
        <path d="M9 25h14" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="brand__name">{t`Sabil`}</span>
    </Link>
  );
}
