export declare const SERVER_INPUTS: string[];
export declare const SERVER_STAMP: string;
export declare const SERVER_ENTRIES: Record<string, string>;
export declare function serverSourceStamp(root?: string): string;
export declare function serverBuildIsCurrent(serverDir: string, root?: string): boolean;
export declare function buildServer(serverDir: string): Promise<void>;
