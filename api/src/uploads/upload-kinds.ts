import type { UploadRules } from './upload-intake';

const KINDS = new Map<string, UploadRules>();

/**
 * What a resumable upload may be for (its `kind` in Upload-Metadata). Each domain registers its own
 * kinds beside their rules (applications' `id-document`, stories' `story-media`), so the resumable
 * uploads module, a platform service, names no domain.
 */
export function registerUploadKind(kind: string, rules: UploadRules): UploadRules {
  if (KINDS.has(kind) && KINDS.get(kind) !== rules) throw new Error(`upload kind "${kind}" is registered twice`);
  KINDS.set(kind, rules);
  return rules;
}

/** Every registered kind, by name (sorted, so the OpenAPI document does not depend on import order). */
export function uploadKinds(): Readonly<Record<string, UploadRules>> {
  return Object.fromEntries([...KINDS].sort(([a], [b]) => a.localeCompare(b)));
}
