/** Whether the owner's phone asks for less motion (the system's "reduce motion" setting). */
export const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
