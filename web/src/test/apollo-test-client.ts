import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { createApolloClient } from '../lib/apollo/client';

export type OperationHandler = (variables: Record<string, unknown>) => ApolloLink.Result | Error;

export interface RecordedOperation {
  name: string;
  variables: Record<string, unknown>;
  context: Record<string, unknown>;
}

/**
 * The app's own Apollo client (its links and its cache policies) with the network replaced by
 * `handlers`, one per operation name. Every operation that reaches the network is recorded, so a
 * test can say exactly how many requests a click made. Answers come after `delayMs`.
 */
export function createTestClient(handlers: Record<string, OperationHandler>, { delayMs = 20 } = {}) {
  const operations: RecordedOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push({ name: operation.operationName ?? '', variables: { ...operation.variables }, context: operation.getContext() });
        const timer = setTimeout(() => {
          const handler = handlers[operation.operationName ?? ''];
          const result = handler ? handler(operation.variables) : new Error(`No test handler for ${operation.operationName}`);
          if (result instanceof Error) observer.error(result);
          else {
            observer.next(result);
            observer.complete();
          }
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
  const client = createApolloClient({ terminatingLink: link });
  return { client, operations, names: () => operations.map((operation) => operation.name) };
}
