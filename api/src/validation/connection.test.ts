import { connection } from './connection';
import { pageOf } from './pagination';

/** The shared connection: edges and startCursor come from the page's own cursors, and only when read. */
describe('connection', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('works cursors out only when edges or startCursor are read, once', () => {
    const cursorOf = jest.fn((row: { id: string }) => `cursor-${row.id}`);
    const page = pageOf(rows, 2, cursorOf);
    cursorOf.mockClear(); // endCursor is the page's own
    const answer = connection(page, null, { unhandled: 4 });
    expect(answer.nodes).toEqual(rows.slice(0, 2));
    expect(answer.unhandled).toBe(4);
    expect(answer.pageInfo).toMatchObject({ endCursor: 'cursor-b', hasNextPage: true, hasPreviousPage: false });
    expect(cursorOf).not.toHaveBeenCalled();
    expect(answer.edges).toEqual([
      { cursor: 'cursor-a', node: rows[0] },
      { cursor: 'cursor-b', node: rows[1] },
    ]);
    expect(answer.edges).toBe(answer.edges);
    expect(cursorOf).toHaveBeenCalledTimes(2);
    expect(answer.pageInfo.startCursor).toBe('cursor-a');
  });

  it('keeps each cursor with its row when a page is mapped to other objects', () => {
    const page = pageOf(rows, 5, (row) => `cursor-${row.id}`);
    const mapped = connection({ ...page, nodes: page.nodes.map((row) => ({ name: row.id.toUpperCase() })) }, 'cursor-z');
    expect(mapped.edges.map((edge) => [edge.cursor, edge.node.name])).toEqual([
      ['cursor-a', 'A'],
      ['cursor-b', 'B'],
      ['cursor-c', 'C'],
    ]);
    expect(mapped.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, startCursor: 'cursor-a', endCursor: 'cursor-c' });
  });

  it('answers an empty page with no edges and null cursors', () => {
    const empty = connection(pageOf([], 5, () => 'never'), 'cursor-z');
    expect(empty.edges).toEqual([]);
    expect(empty.pageInfo).toEqual({ endCursor: null, hasNextPage: false, hasPreviousPage: true, startCursor: null });
  });
});
