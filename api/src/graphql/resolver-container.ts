import type { ContainerType, ResolverData } from 'type-graphql';
import type { ModuleDeps, ResolverBinding } from '../modules/api-module';

/**
 * type-graphql asks for a resolver instance by its class; one API instance builds each once, from
 * the module's binding, with the services it uses (several instances may share a process in tests).
 */
export class ResolverContainer implements ContainerType {
  private readonly instances = new Map<unknown, object>();

  constructor(bindings: readonly ResolverBinding[], services: ModuleDeps) {
    for (const binding of bindings) this.instances.set(binding.type, binding.build(services));
  }

  get(someClass: unknown, _resolverData: ResolverData<object>): object {
    let instance = this.instances.get(someClass);
    if (!instance) {
      // A resolver with no services (ErrorReasonsResolver) is made as type-graphql's default container would.
      instance = new (someClass as new () => object)();
      this.instances.set(someClass, instance);
    }
    return instance;
  }
}
