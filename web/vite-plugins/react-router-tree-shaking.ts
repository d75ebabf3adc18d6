import type { Plugin } from 'vite';

/** React Router's production build (vite.config.ts resolves `react-router` to it). */
const REACT_ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `var Link = React10.forwardRef(`: a component or context made at the top level of a module. */
const MADE_AT_TOP_LEVEL =
  /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** `Link.displayName = "Link";`: a name for React DevTools, set beside each of them. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * What `<Link prefetch>` renders beside the link: the framework mode's page links. Outside the
 * framework mode (no <HydratedRouter>) it throws "You must render this element inside a
 * <HydratedRouter> element", so a data router app never renders it; yet every Link referenced it,
 * and with it the framework's route-module loading and link tags (about 2 KB gzip of the entry).
 */
const FRAMEWORK_PREFETCH = /React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/;

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
        const shaken = code
          .replace(MADE_AT_TOP_LEVEL, '$1/* @__PURE__ */ $2')
          .replace(DISPLAY_NAME, '');
        return { code: shaken.replace(FRAMEWORK_PREFETCH, 'null'), map: null };
      },
    },
  };
}
