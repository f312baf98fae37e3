import { AddressInfo } from 'node:net';
import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { TestApp } from './test-app';

/** A TestApp listening on a port and the graphql-ws clients opened on it (signed in with a token, or anonymous); `stop` closes all. */
export class LiveClients {
  private readonly clients: Client[] = [];

  private constructor(
    readonly app: TestApp,
    private readonly url: string,
  ) {}

  static async start(): Promise<LiveClients> {
    const app = await TestApp.start();
    await app.app.listen(0, '127.0.0.1');
    return new LiveClients(app, `ws://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}/graphql`);
  }

  client(token?: string): Client {
    const created = createClient({ url: this.url, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, connectionParams: token ? { authorization: `Bearer ${token}` } : {} });
    this.clients.push(created);
    return created;
  }

  async stop(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.dispose()));
    await this.app.stop();
  }
}
