import { ModuleInfo } from 'eslint-plugin-import-x/core/index';

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const outside = (path) => path.includes('/node_modules/');

/**
 * import-x/no-cycle leaves type-only imports out (TypeScript erases them), so two modules that
 * import a type one way and a value the other way are not a cycle to it; they are still two
 * modules that cannot be understood or moved apart. This rule looks at those imports only: from
 * each type-only import, whether the imported module leads back to this one through any imports.
 * With import-x/no-cycle (value imports) no cycle of modules is left unreported.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle that passes through a type-only import.' },
    messages: { cycle: 'Dependency cycle through a type-only import, back here via "{{route}}"' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    function check(node) {
      if (!node.source || !typeOnly(node)) return;
      const imported = ModuleInfo.get(node.source.value, context);
      if (!imported || imported.path === filename || outside(imported.path)) return;
      const seen = new Set([imported.path]);
      const queue = [{ info: imported, route: [node.source.value] }];
      while (queue.length > 0) {
        const { info, route } = queue.shift();
        for (const [path, { resolve, declarations }] of info.getImports()) {
          const via = [...declarations][0]?.source?.value ?? path;
          if (path === filename) {
            context.report({
              node,
              messageId: 'cycle',
              data: { route: [...route, via].join(' => ') },
            });
            return;
          }
          if (seen.has(path) || outside(path)) continue;
          seen.add(path);
          const next = resolve();
          if (next) queue.push({ info: next, route: [...route, via] });
        }
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
