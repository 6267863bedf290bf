import { demoJobsPart1 } from "./demo-jobs-1.ts";
import { demoJobsPart2 } from "./demo-jobs-2.ts";
import { demoJobsPart3 } from "./demo-jobs-3.ts";
import { demoJobsPart4 } from "./demo-jobs-4.ts";
import { demoJobsPart5 } from "./demo-jobs-5.ts";
import { demoJobsPart6 } from "./demo-jobs-6.ts";
import type { DemoJob } from "./demo-types.ts";

export const demoJobs: DemoJob[] = [
  ...demoJobsPart1,
  ...demoJobsPart2,
  ...demoJobsPart3,
  ...demoJobsPart4,
  ...demoJobsPart5,
  ...demoJobsPart6,
];
