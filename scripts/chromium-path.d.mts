export declare function findChromium(env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean): string | undefined;
export declare function hasHeadlessShell(exists?: (path: string) => boolean): boolean;
