import { describeCountedFiguresOnly } from '../../../test/counted-figures';
import { HomePage } from '../home-page';

// Issue 28: besides the counted figures, only the steps' numbers (1 to 4) and SPEC's stated review
// time (2-3 business days), which are not figures of the data; no "100% of donations go to pilgrims".
describeCountedFiguresOnly('the home page', '/', () => <HomePage />, ['2', '4', '2-3']);
