/**
 * The one policy of the custom elements every section defines (`<nirvana-nav-bar>`,
 * `<nirvana-page-content>`, `<nirvana-newsletter>`, `<nirvana-search>`...): a React component made an
 * element with r2wc, defined once however many copies of a bundle a page loads, with the
 * attributes they have in common read one way (`./element-attributes`, re-exported here so an
 * element module imports one thing).
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { ElementPropType } from '@nirvana/shared/element-attributes';

export * from '@nirvana/shared/element-attributes';

/** How an element is defined: its r2wc props, its shadow root, the registry and an optional subclass. */
export interface DefineElementOptions<Props extends object> {
  /** The props r2wc maps to attributes (camelCase here, dashed in HTML); usually `...ELEMENT_ATTRIBUTES` and the element's own. */
  props: Partial<Record<Exclude<Extract<keyof Props, string>, 'container'>, ElementPropType>>;
  shadow?: 'open' | 'closed';
  registry?: CustomElementRegistry;
  /** Subclasses r2wc's class before it is defined (given the prop names); called only when this copy defines the tag. */
  extend?: (Base: CustomElementConstructor, props: readonly string[]) => CustomElementConstructor;
}

/**
 * Defines `tag` as `Component` made an element, unless it is defined already, and returns the
 * tag's class: the one registered first, whichever copy of a bundle that was. Nothing where the
 * environment has no custom elements (a server render).
 */
export function defineElement<Props extends object>(
  tag: string,
  Component: ComponentType<Props>,
  { props, shadow = 'open', registry = typeof customElements === 'undefined' ? undefined : customElements, extend }: DefineElementOptions<Props>,
): CustomElementConstructor | undefined {
  if (!registry) return undefined;
  const defined = registry.get(tag);
  if (defined) return defined;
  const Base = r2wc(Component, { shadow, props });
  const Element = extend ? extend(Base, Object.keys(props)) : Base;
  try {
    registry.define(tag, Element);
    return Element;
  } catch (error) {
    // Another copy of a bundle defined it between the check and now (two scripts of one page, each
    // awaiting something first): theirs stands, and this is no error.
    const winner = registry.get(tag);
    if (!winner) throw error;
    return winner;
  }
}

