/**
 * Marks a root query whose answer is the same for every caller of a role (no per-person data), so
 * the SharedResponseCache may keep it. Services invalidate the cache on every write that can
 * change such an answer.
 */
export const SHARED_ROOT_FIELDS = new Set<string>();

export function Shared(): MethodDecorator {
  return (_target, propertyKey) => {
    SHARED_ROOT_FIELDS.add(String(propertyKey));
  };
}
