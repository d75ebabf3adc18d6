import type { Plugin } from 'vite';

/** React Router's production build (vite.config.ts resolves `react-router` to it). */
const REACT_ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `var Link = React10.forwardRef(`: a component or context made at the top level of a module. */
const MADE_AT_TOP_LEVEL =
  /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** `Link.displayName = "Link";`: a name for React DevTools, set beside each of them. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * React Router's build leaves its components and contexts unmarked: `React.forwardRef(...)` and
 * `X.displayName = "X"` look like side effects to the bundler, so every one of them (NavLink, Form,
 * ScrollRestoration, the framework mode's contexts) shipped in the entry whether or not anything
 * uses it. Marking the calls pure (they are: they only build an object) and dropping the names
 * (only React DevTools shows them) lets the bundler leave out what the app never uses; what it
 * uses is unchanged.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'dehong:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code) {
        return {
          code: code.replace(MADE_AT_TOP_LEVEL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''),
          map: null,
        };
      },
    },
  };
}
