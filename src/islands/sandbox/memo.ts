// Components that render again only when their props change, so a step re-renders the seats,
// frames and panels that changed and not the whole sandbox. Preact's core has no `memo` (it is in
// preact/compat, which would add its weight to every sandbox page); this is the small part we use.
import { Component, type ComponentClass, type JSX } from 'preact';

/** Equality of plain data: primitives, arrays and plain objects compared item by item, anything else by identity. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const ka = Object.keys(a);
  const rb = b as Record<string, unknown>;
  return ka.length === Object.keys(b).length && ka.every((k) => k in rb && sameData((a as Record<string, unknown>)[k], rb[k]));
}

/** Equality of two props objects: each prop by identity. */
export function sameProps<P extends object>(a: P, b: P): boolean {
  const ka = Object.keys(a) as (keyof P)[];
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** `render` as a component that skips rendering while `same(previous props, next props)` holds. */
export function memo<P extends object>(render: (props: P) => JSX.Element, same: (a: P, b: P) => boolean = sameProps): ComponentClass<P> {
  return class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return !same(this.props, next);
    }

    override render(): JSX.Element {
      return render(this.props);
    }
  };
}
