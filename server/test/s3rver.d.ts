// The s3rver package ships no types: what the tests use of it.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: { name: string }[] });
    httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
