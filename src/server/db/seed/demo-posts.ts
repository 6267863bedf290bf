import { demoPostsPart1 } from "./demo-posts-1.ts";
import { demoPostsPart2 } from "./demo-posts-2.ts";
import { demoPostsPart3 } from "./demo-posts-3.ts";
import type { DemoPost } from "./demo-types.ts";

export const demoPosts: DemoPost[] = [...demoPostsPart1, ...demoPostsPart2, ...demoPostsPart3];
