import { useLingui } from '@lingui/react/macro';

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a deployment). */
export function RouteError() {
  const { t } = useLingui();
  return (
    <section className="page container">
      <h1 className="page__title">{t`Something went wrong`}</h1>
      <p>{t`Please reload the page. If the problem continues, try again later.`}</p>
      <p>
        <a className="button button--primary" href={window.location.pathname}>
          {t`Reload`}
        </a>
      </p>
    </section>
  );
}
