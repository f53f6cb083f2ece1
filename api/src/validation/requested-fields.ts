import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a caller selected at `path` below the field being resolved (e.g.
 * `['nodes']` of a connection), through fragments and inline fragments; `__typename` left out.
 * Fields under @skip or @include count as selected: the set may be larger than needed, never smaller.
 */
export function requestedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): ReadonlySet<string> {
  // Apollo keeps each operation's parsed document, so its field nodes are the same objects on every
  // request of that operation: the answer is worked out once per operation (and path).
  const first = info.fieldNodes[0];
  const key = path.join('.');
  const known = first && info.fieldNodes.length === 1 ? ANSWERS.get(first)?.get(key) : undefined;
  if (known) return known;
  const answer = collect(info, path);
  if (first && info.fieldNodes.length === 1) {
    let byPath = ANSWERS.get(first);
    if (!byPath) ANSWERS.set(first, (byPath = new Map()));
    byPath.set(key, answer);
  }
  return answer;
}

/** Answers by the field's node in its (kept) document, then by path; a document no longer kept takes its answers with it. */
const ANSWERS = new WeakMap<FieldNode, Map<string, ReadonlySet<string>>>();

function collect(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): ReadonlySet<string> {
  let level: SelectionSetNode[] = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) level = fieldsNamed(level, name, info.fragments).flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  return new Set(fieldsNamed(level, undefined, info.fragments).map((node) => node.name.value).filter((name) => name !== '__typename'));
}

function fieldsNamed(sets: SelectionSetNode[], name: string | undefined, fragments: GraphQLResolveInfo['fragments']) {
  const found = [];
  const pending = [...sets];
  const seen = new Set<string>();
  for (let set = pending.pop(); set; set = pending.pop()) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (name === undefined || selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        // Validation has refused cycles and unknown fragments; `seen` only saves visiting one twice.
        seen.add(selection.name.value);
        const fragment = fragments[selection.name.value];
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
  return found;
}
