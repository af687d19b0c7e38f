import { content as built } from "virtual:egn/content";
import type { Content } from "./parse";

/** Content bundled into the server build: validated, with its images made, when the build started. */
export const content: Content = built;
