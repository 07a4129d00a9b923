// sm-crypto's SM4 part on its own: importing the package root would also bundle SM2 and its big
// number library into every page, where only sign-in needs them.
declare module 'sm-crypto/src/sm4/index.js' {
  import type { sm4 } from 'sm-crypto';

  const module: typeof sm4;
  export default module;
}
