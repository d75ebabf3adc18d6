import { relative } from 'node:path';
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';

const outside = (path) => path.includes('/node_modules/');

/**
 * The repo's modules as one graph, each import an edge whatever it imports (values, types only,
 * or a module loaded later with import()), and its strongly connected components, found once for
 * the whole lint run (Tarjan): two modules in one component import each other, through however
 * many others. import-x/no-cycle walked the graph again from every import of every file, and
 * left type-only imports out, though a type imported one way and a value the other still tie two
 * modules together: they cannot be understood or moved apart.
 */
const componentOf = new Map();
let visits = 0;

function connect(start) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  // Iterative: a chain of imports can be deeper than the call stack allows.
  const frames = [{ info: start, imports: null }];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    const { path } = frame.info;
    if (frame.imports === null) {
      order.set(path, visits);
      low.set(path, visits);
      visits += 1;
      stack.push(path);
      onStack.add(path);
      frame.imports = frame.info.getImports().entries();
    }
    const next = frame.imports.next();
    if (!next.done) {
      const [target, { resolve }] = next.value;
      if (outside(target) || componentOf.has(target)) continue;
      if (onStack.has(target)) {
        low.set(path, Math.min(low.get(path), order.get(target)));
        continue;
      }
      // Not on the stack and not in a component: not visited yet (a visited module leaves the
      // stack only inside its component).
      const info = resolve();
      if (info) frames.push({ info, imports: null });
      continue;
    }
    frames.pop();
    const parent = frames[frames.length - 1];
    if (parent) {
      const parentPath = parent.info.path;
      low.set(parentPath, Math.min(low.get(parentPath), low.get(path)));
    }
    if (low.get(path) === order.get(path)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== path);
      for (const each of members) componentOf.set(each, members);
    }
  }
}

function component(info) {
  if (!componentOf.has(info.path)) connect(info);
  return componentOf.get(info.path);
}

/** No import cycle between the repo's modules (packages outside it are not ours to untie). */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (of values or types, static or dynamic) in a cycle.' },
    messages: { cycle: 'Dependency cycle via "{{source}}": {{members}} import one another' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const imported = ModuleInfo.get(node.source.value, context);
      if (!imported || imported.path === filename || outside(imported.path)) return;
      const members = component(imported);
      if (!members.includes(filename)) return;
      context.report({
        node,
        messageId: 'cycle',
        data: {
          source: node.source.value,
          members: members.map((path) => relative(context.cwd, path)).join(', '),
        },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
