// Types for buildStamp.mjs, for the TypeScript that reads it (bff's test processes).
export function inputsHash(): string;
export function buildIsCurrent(hash: string): boolean;
export function recordBuild(hash: string): void;
