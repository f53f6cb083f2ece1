/**
 * Marks a query or mutation as open to anyone. Every operation is either `@Authorized(...)` or
 * `@Public()`; a test fails on one that is neither, so forgetting a guard cannot go unnoticed.
 */
export const PUBLIC_OPERATIONS = new Set<string>();

export function Public(): MethodDecorator {
  return (target, propertyKey) => {
    PUBLIC_OPERATIONS.add(`${target.constructor.name}.${String(propertyKey)}`);
  };
}
