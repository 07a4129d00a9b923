declare module 'async-exit-hook' {
  type THook = ((done: () => void) => void) | (() => void);
  const exitHook: ((hook: THook) => void) & { unhookEvent(event: string): void };
  export default exitHook;
}
