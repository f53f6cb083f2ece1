import { operation } from '../../operations/operation';

/** The figures domain's operations (operations/operation.ts): one public read. */
export const FIGURES_OPERATIONS = {
  publicFigures: operation({ graphql: { query: 'publicFigures' }, access: 'public' }),
};
