import { apiPaths } from '@linksight/api-contract';
import { ApiClientError, refreshSession, tryAutoLogin } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

export type DownloadProgress = { received: number; total: number | null };

const fileNameOf = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

async function request(accountId: number): Promise<Response> {
  const send = () =>
    fetch(apiPaths.players.export(accountId), { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  await tryAutoLogin();
  const token = getToken();
  let response = await send();
  // spec 1 §4.3: one refresh on a 401, then the answer stands.
  if (response.status === 401 && (await refreshSession(token))) response = await send();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiClientError(
      body?.code ?? `HTTP_${response.status}`,
      response.status,
      body?.message ?? 'The export failed.',
    );
  }
  return response;
}

/**
 * "Download my data" (issue 20): streams the export zip, reporting bytes received against the
 * Content-Length the server sends, and resolves with the file.
 */
export async function downloadExport(
  accountId: number,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await request(accountId);
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body!.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  return {
    blob: new Blob(chunks, { type: 'application/zip' }),
    fileName: fileNameOf(response, 'linksight-export.zip'),
  };
}
