import { useLingui } from '@lingui/react/macro';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/ui/page-title';
import { exampleTabs } from './example-queries';
import { createAdminGraphQLFetcher } from './graphql-fetcher';
import './admin-graphiql.css';

const fetcher = createAdminGraphQLFetcher();

/**
 * DESIGN §2: the admins' GraphQL IDE, bundled (no CDN) and loaded only on this route. GraphiQL's own
 * controls are in English; the frame around it follows the site's language.
 */
export function AdminGraphiQLPage() {
  const { t } = useLingui();
  return (
    <section className="page graphiql-page" aria-labelledby="graphiql-title">
      <PageTitle title={t`GraphQL explorer`} />
      <div className="container graphiql-page__header">
        <h1 id="graphiql-title" className="graphiql-page__title">
          {t`GraphQL explorer`}
        </h1>
        <p className="graphiql-page__lead">{t`Every query runs with your admin token. The schema's descriptions are in the documentation pane.`}</p>
        <Link to="/admin/dashboard" className="button button--secondary">
          {t`Back to the dashboard`}
        </Link>
      </div>
      {/* GraphiQL's editors are left-to-right code whatever the page's direction. */}
      <div className="graphiql-page__ide" dir="ltr" lang="en">
        <GraphiQL fetcher={fetcher} defaultTabs={exampleTabs()} storage={sessionStorage} />
      </div>
    </section>
  );
}
