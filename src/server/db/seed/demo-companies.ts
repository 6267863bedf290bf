import { demoCompaniesPart1 } from "./demo-companies-1.ts";
import { demoCompaniesPart2 } from "./demo-companies-2.ts";
import type { DemoCompany } from "./demo-types.ts";

export const demoCompanies: DemoCompany[] = [...demoCompaniesPart1, ...demoCompaniesPart2];
