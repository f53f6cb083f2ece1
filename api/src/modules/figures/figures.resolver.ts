import { Query, Resolver } from 'type-graphql';
import { Public } from '../../auth/public';
import { PublicFigures } from './dto/public-figures.types';
import type { FiguresService } from './figures.service';

@Resolver()
export class FiguresResolver {
  constructor(private readonly figures: FiguresService) {}

  @Public()
  @Query(() => PublicFigures, {
    description: 'Journeys funded, dollars given, donors and countries, counted from the books (at most a minute old). Public: send it without a token.',
  })
  async publicFigures(): Promise<PublicFigures> {
    return this.figures.current();
  }
}
