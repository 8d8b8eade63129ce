import type { Linter } from 'eslint';
export declare const FEATURES_DIR: string;
export declare function featureNames(root: string): string[];
export declare function featureIsolation(root: string): Linter.Config[];
