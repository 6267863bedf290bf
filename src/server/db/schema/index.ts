export * from "./accounts.ts";
export * from "./audit.ts";
export * from "./change-counters.ts";
export * from "./companies.ts";
export * from "./content.ts";
export * from "./inbox.ts";
export * from "./jobs.ts";
export * from "./search.ts";
