// The package ships no types: the Emscripten factory, typed as much as we use it.
declare module "@echogarden/espeak-ng-emscripten" {
  const createModule: (options?: Record<string, unknown>) => Promise<unknown>;
  export default createModule;
}
