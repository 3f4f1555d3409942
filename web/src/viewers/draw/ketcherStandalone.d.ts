/**
 * ketcher-standalone's binary-WASM build ships its types beside it but its package "exports" do not
 * name them: it has the same API as the package's main entry.
 */
declare module "ketcher-standalone/dist/binaryWasm" {
  export { StandaloneStructServiceProvider } from "ketcher-standalone";
}
