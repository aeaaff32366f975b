import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestText } from './tls';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ChildServer = { url: string; pid: number; stop: () => Promise<void> };

/** Servers still running: a bench that fails half-way must not leave one holding its port. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Runs a server in its own process, so the load generator (this process) and the server each get a
 * core, as in production where clients are elsewhere. Resolves once `readyUrl` answers.
 */
export async function startChildServer(
  script: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
  /** The certificate the server was given (TLS_CERT_FILE in env): it is reached over HTTPS. */
  ca: Buffer | null = null,
): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `${ca ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await requestText(`${url}${readyPath}`, {}, ca)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
