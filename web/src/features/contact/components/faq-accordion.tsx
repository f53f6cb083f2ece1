import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions and answers, one answer open at a time (SPEC §2 Contact). Each question is a button in
 * an h3 with aria-expanded and aria-controls (the WAI-ARIA accordion pattern): Enter and Space
 * toggle it, the arrow keys, Home and End move between the questions.
 */
export function FaqAccordion({ items, initiallyOpen = 0 }: { items: readonly FaqItem[]; initiallyOpen?: number | null }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={item.question} className={expanded ? 'faq__item faq__item--open' : 'faq__item'}>
            <h3 className="faq__heading">
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                id={buttonId}
                type="button"
                className="faq__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.question}</span>
                <Icon name="chevron" size={20} className="faq__chevron" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__panel" hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
