// A small stand-in for hoist-non-react-statics in the browser bundle. react-intl imports it only
// for injectIntl (which Termin does not use); the original drags in react-is and its CommonJS
// wrapper. Same contract: copies a component's own statics onto its wrapper, minus React's.
const reactStatics = new Set([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  'render',
  '$$typeof',
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
]);

export default function hoistNonReactStatics<T extends object, S extends object>(
  target: T,
  source: S,
): T {
  for (const key of Reflect.ownKeys(source)) {
    if (typeof key === 'string' && reactStatics.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor) continue;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // A non-configurable property of the target stays as it is.
    }
  }
  return target;
}
