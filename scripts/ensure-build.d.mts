export const BUILD_MARKER: string;
export function ensureBuild(): void;
