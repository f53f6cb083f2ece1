import type { ReactNode, SyntheticEvent } from 'react';
import { Icon } from './icon';
import './disclosure.css';

/**
 * A card's "more" behind a native <details>: a summary in the link colour with a chevron that turns
 * when open (the same in both reading directions), keyboard and screen readers as the browser gives.
 */
export function Disclosure({
  summary,
  children,
  onToggle,
  testId,
}: {
  summary: ReactNode;
  children: ReactNode;
  onToggle?: (open: boolean) => void;
  testId?: string;
}) {
  return (
    <details className="disclosure" data-testid={testId} onToggle={onToggle ? (event: SyntheticEvent<HTMLDetailsElement>) => onToggle(event.currentTarget.open) : undefined}>
      <summary>
        <Icon name="chevron" size={18} className="disclosure__chevron" />
        {summary}
      </summary>
      {children}
    </details>
  );
}
