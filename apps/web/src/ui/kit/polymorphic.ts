import type { ComponentPropsWithoutRef, ElementType } from 'react';

/** A component's own props, plus `as` and whatever the element it renders as takes (`to` for a Link). */
export type PropsAs<E extends ElementType, Own = object> = Own & { as?: E } & Omit<
    ComponentPropsWithoutRef<E>,
    keyof Own | 'as'
  >;

/** Bootstrap class lists: the names that apply, space-separated. */
export const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
