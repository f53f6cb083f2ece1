import { Query, Resolver } from 'type-graphql';
import { Allowed } from '../../operations/operation';
import { PublicFigures } from './dto/public-figures.types';
import { FIGURES_OPERATIONS } from './figures.operations';
import type { FiguresService } from './figures.service';

@Resolver()
export class FiguresResolver {
  constructor(private readonly figures: FiguresService) {}

  @Allowed(FIGURES_OPERATIONS.publicFigures)
  @Query(() => PublicFigures, {
    description: 'Journeys funded, dollars given, donors and countries, counted from the books (at most a minute old). Public: send it without a token.',
  })
  async publicFigures(): Promise<PublicFigures> {
    return this.figures.current();
  }
}
