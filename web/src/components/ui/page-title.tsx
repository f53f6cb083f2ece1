import { useLingui } from '@lingui/react/macro';

/** The document title for a screen; React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useLingui();
  return <title>{`${title} · ${t`Sabil`}`}</title>;
}
