/** The parts of @20minutes/s3rver (a fake S3 server that checks Signature V4) the tests use; it ships no types. */
declare module "@20minutes/s3rver" {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
