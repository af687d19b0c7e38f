/**
 * Lines of React Router's build that say nothing about this project: React Router sets Vite's
 * deprecated `envFile` option itself, and Vite says so once per build step.
 */
const NOISE = [/^The `envFile` option is deprecated/];

export const isNoise = (line: string) => NOISE.some((noise) => noise.test(line));
