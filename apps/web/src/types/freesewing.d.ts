// The FreeSewing 4.10.2 packages ship plain JavaScript without types. These are the few parts of
// their API that lib/pattern/draft.ts reads (a drafted pattern's stacks, parts, paths, snippets).

declare module '@freesewing/core' {
  export interface FsAttributes {
    list: Record<string, unknown[]>;
  }
  export interface FsPoint {
    x: number;
    y: number;
    attributes: FsAttributes;
  }
  export type FsOp =
    | { type: 'move'; to: FsPoint }
    | { type: 'line'; to: FsPoint }
    | { type: 'curve'; cp1: FsPoint; cp2: FsPoint; to: FsPoint }
    | { type: 'close' }
    | { type: 'noop' };
  export interface FsPath {
    ops: FsOp[];
    hidden: boolean;
    attributes: FsAttributes;
  }
  export interface FsSnippet {
    def: string;
    anchor: FsPoint;
  }
  export interface FsPart {
    name: string;
    hidden: boolean;
    points: Record<string, FsPoint>;
    paths: Record<string, FsPath>;
    snippets: Record<string, FsSnippet>;
  }
  export interface FsStack {
    name: string;
    parts: FsPart[];
    attributes: FsAttributes;
  }
  export interface FsStore {
    logs: { error: unknown[]; warn: unknown[] };
    get(key: string): unknown;
  }
  export interface FsPattern {
    draft(): FsPattern;
    getRenderProps(): unknown;
    stacks: Record<string, FsStack>;
    setStores: FsStore[];
    store: FsStore;
    width: number;
    height: number;
    __isStackHidden(name: string): boolean;
  }
  export interface FsSettings {
    measurements: Record<string, number>;
    options?: Record<string, number | boolean | string>;
    sa?: number;
    complete?: boolean;
    locale?: string;
  }
  export type FsDesign = new (settings: FsSettings) => FsPattern;
  /** FreeSewing's cubic Bézier (bezier-js underneath). */
  export class Bezier {
    constructor(p0: { x: number; y: number }, p1: { x: number; y: number }, p2: { x: number; y: number }, p3: { x: number; y: number });
    length(): number;
  }
}

declare module '@freesewing/bella' {
  export const Bella: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/penelope' {
  export const Penelope: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/teagan' {
  export const Teagan: import('@freesewing/core').FsDesign;
}
declare module '@freesewing/waralee' {
  export const Waralee: import('@freesewing/core').FsDesign;
}
