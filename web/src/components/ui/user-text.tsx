import type { HTMLAttributes } from 'react';
import { textScriptProps } from '../../lib/i18n/script';

/**
 * A person's own words (a name, a story, a reason, an e-mail address) as one isolated run in their
 * own direction and type, whatever the page's language: English in the Latin face with Latin line
 * height on an Urdu page, Arabic in Naskh there (lib/i18n/script.ts, global.css).
 */
export function UserText({
  text,
  as: Tag = 'bdi',
  className,
  ...rest
}: { text: string | null | undefined; as?: 'bdi' | 'span' | 'p' | 'strong' | 'h3' | 'h4' | 'dd' | 'div' } & Omit<HTMLAttributes<HTMLElement>, 'children' | 'lang' | 'dir'>) {
  const script = textScriptProps(text);
  const classes = [className, script.className].filter(Boolean).join(' ') || undefined;
  return (
    <Tag {...rest} className={classes} lang={script.lang} dir="auto">
      {text}
    </Tag>
  );
}
