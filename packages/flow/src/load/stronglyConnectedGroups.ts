// Strongly connected groups of a graph: Tarjan's algorithm (1972), without recursion.

/**
 * The strongly connected group of each node of a graph (Tarjan's algorithm, without recursion so a chain of 100,000
 * nodes does not overflow the stack): two nodes share a group when each reaches the other. Edges to nodes outside the
 * graph are left out.
 *
 * @example
 * stronglyConnectedGroups(new Map([['a', ['b']], ['b', ['a']], ['c', ['a']]])); // Map { a → 1, b → 1, c → 0 } (numbers vary)
 */
export function stronglyConnectedGroups(graph: ReadonlyMap<string, readonly string[]>): Map<string, number> {
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groupOf = new Map<string, number>();
  let nextIndex = 0;
  let nextGroup = 0;
  for (const root of graph.keys()) {
    if (indexOf.has(root)) continue;
    // Each frame: a node and how many of its edges have been followed.
    const frames: { id: string; edge: number }[] = [{ id: root, edge: 0 }];
    indexOf.set(root, nextIndex);
    lowOf.set(root, nextIndex);
    nextIndex += 1;
    stack.push(root);
    onStack.add(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const targets = graph.get(frame.id) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge]!;
        frame.edge += 1;
        if (!graph.has(target)) continue;
        if (!indexOf.has(target)) {
          indexOf.set(target, nextIndex);
          lowOf.set(target, nextIndex);
          nextIndex += 1;
          stack.push(target);
          onStack.add(target);
          frames.push({ id: target, edge: 0 });
        } else if (onStack.has(target)) {
          lowOf.set(frame.id, Math.min(lowOf.get(frame.id)!, indexOf.get(target)!));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent !== undefined) lowOf.set(parent.id, Math.min(lowOf.get(parent.id)!, lowOf.get(frame.id)!));
      if (lowOf.get(frame.id) === indexOf.get(frame.id)) {
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          onStack.delete(member);
          groupOf.set(member, nextGroup);
          if (member === frame.id) break;
        }
        nextGroup += 1;
      }
    }
  }
  return groupOf;
}
