import { describeCountedFiguresOnly } from '../../../test/counted-figures';
import { LearnMorePage } from '../learn-more-page';

// Issue 28: SPEC's "120+ journeys, $250,000+ given, 18 countries", "100% of donations go to
// pilgrims" and "Bank-level security" are gone; the figures are the home page's, from publicFigures.
describeCountedFiguresOnly('the About page', '/learn-more', () => <LearnMorePage />);
