// The part of the WebAssembly JavaScript API the adapter uses: Node has it, but its types live in TypeScript's DOM
// library, which the server does not load (WebAssembly JS API spec, section 5).
declare namespace WebAssembly {
  interface ModuleImportDescriptor {
    module: string;
    name: string;
    kind: 'function' | 'global' | 'memory' | 'table';
  }
  interface ModuleExportDescriptor {
    name: string;
    kind: 'function' | 'global' | 'memory' | 'table';
  }
  class Module {
    constructor(bytes: Uint8Array);
    static imports(module: Module): ModuleImportDescriptor[];
    static exports(module: Module): ModuleExportDescriptor[];
  }
}
