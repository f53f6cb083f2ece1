import { bindResolver, type ApiModule } from '../api-module';
import { FIGURES_OPERATIONS } from './figures.operations';
import { FiguresResolver } from './figures.resolver';
import { FiguresService } from './figures.service';

declare module '../api-module' {
  interface Provided {
    figures: FiguresService;
  }
}

/** The public pages' real figures, read through the services of the domains that own the rows. */
export const figuresModule: ApiModule = {
  name: 'figures',
  entities: [],
  resolvers: [bindResolver(FiguresResolver, (s) => new FiguresResolver(s.figures))],
  errors: [],
  operations: Object.values(FIGURES_OPERATIONS),
  compose: ({ applications, donationTotals }) => ({ figures: new FiguresService(applications, donationTotals) }),
};
