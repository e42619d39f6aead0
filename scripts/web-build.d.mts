export declare const BUILD_INPUTS: string[];
export declare const STAMP_FILE: string;
export declare function sourceStamp(root?: string): string;
export declare function buildIsCurrent(webDir: string, root?: string): boolean;
export declare function buildWeb(webDir: string): number;
