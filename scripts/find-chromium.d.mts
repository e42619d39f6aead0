export declare const CHROMIUM_LOCATIONS: string[];
export declare const HEADLESS_SHELL_LOCATIONS: string[];
export declare function findChromium(where?: {
  env?: Record<string, string | undefined>;
  locations?: string[];
}): string | undefined;
export declare function findTestChromium(where?: {
  env?: Record<string, string | undefined>;
  locations?: string[];
}): string | undefined;
export declare function chromiumHint(env?: Record<string, string | undefined>): string;
