// s3rver ships no types: the part of it the tests use.
declare module "s3rver" {
  type Options = {
    port?: number;
    address?: string;
    /** Where the buckets' objects are kept. */
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
