import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig, type S3Config } from '../../src/config/config.js';

/** s3rver checks request signatures against this key pair unless told otherwise. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver: objects as files in a temp folder) on a free port, with one bucket,
 * for tests of the S3 storage without a network or Docker. It can be stopped and started again on the
 * same port and folder, to play a bucket that goes away and comes back.
 */
export class FakeS3 {
  readonly bucket = 'agency-photos';
  /** What the test reads the bucket with (the app has a client of its own). */
  readonly client: S3Client;
  private server: S3rver | undefined;

  private constructor(
    private readonly dir: string,
    readonly port: number,
    server: S3rver,
  ) {
    this.server = server;
    this.client = new S3Client({
      region: 'us-east-1',
      endpoint: this.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
      maxAttempts: 1,
    });
  }

  static async start(): Promise<FakeS3> {
    const dir = await mkdtemp(join(tmpdir(), 'fake-s3-'));
    const server = FakeS3.server(dir, 0);
    const { port } = await server.run();
    return new FakeS3(dir, port, server);
  }

  private static server(dir: string, port: number): S3rver {
    return new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'agency-photos', configs: [] }],
    });
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where the bucket's objects can be fetched anonymously, path style: the stand-in for a CDN. */
  get publicUrl(): string {
    return `${this.endpoint}/${this.bucket}`;
  }

  /** The app's S3 settings, read from S3_* variables as an operator would set them. */
  config(extra: Record<string, string> = {}): S3Config {
    const s3 = loadConfig({
      DATA_DIR: 'memory://',
      S3_BUCKET: this.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: this.endpoint,
      S3_FORCE_PATH_STYLE: 'on',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      ...extra,
    }).s3;
    if (!s3) throw new Error('S3_BUCKET did not switch the storage to S3');
    return s3;
  }

  async keys(): Promise<string[]> {
    const list = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket }));
    return (list.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<GetObjectCommandOutput & { bytes: Buffer }> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return { ...object, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** The bucket goes away: connections to its port are refused. */
  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  /** Back on the same port, with the objects it had. */
  async restart(): Promise<void> {
    if (this.server) return;
    const server = FakeS3.server(this.dir, this.port);
    await server.run();
    this.server = server;
  }

  async dispose(): Promise<void> {
    this.client.destroy();
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * An HTTP proxy in front of a FakeS3 that answers chosen requests with an S3 error instead of passing them
 * on: a bucket that takes one object and then fails, which a server that is simply down cannot play. The
 * SDK signs the Host header it sends (the proxy's), and the proxy passes it on unchanged, so signatures hold.
 */
export class FaultyS3Proxy {
  private constructor(
    private readonly server: Server,
    readonly port: number,
    /** Requests it answered with the error, as "METHOD /path". */
    readonly refused: readonly string[],
  ) {}

  static async start(target: FakeS3, fails: (req: IncomingMessage) => boolean): Promise<FaultyS3Proxy> {
    const refused: string[] = [];
    const server = createServer((req, res) => {
      if (fails(req)) {
        refused.push(`${req.method} ${req.url}`);
        req.resume();
        // AccessDenied is not retried by the SDK: one refusal per request keeps the record exact.
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Injected by the test</Message></Error>');
        return;
      }
      const upstream = request({ host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FaultyS3Proxy(server, (server.address() as AddressInfo).port, refused);
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
