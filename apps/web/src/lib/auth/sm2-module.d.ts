// sm-crypto's SM2 part on its own: importing the package root would also bring its SM3 and SM4
// files into a chunk of their own, beside the copy of SM4 the wire cipher keeps in the entry.
declare module 'sm-crypto/src/sm2/index.js' {
  import type { sm2 } from 'sm-crypto';

  const module: typeof sm2;
  export default module;
}
