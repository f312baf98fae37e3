import { GRAPHQL_HTTP_URL } from '../graphql/graphql-client';
import { GraphQLRequestError } from '../graphql/graphql-error';
import { authorizationHeader } from '../session/session-store';

export interface CardImportResult {
  dataDate: string;
  dataVersion: string;
  cardCount: number;
  kind: string;
  fileName: string;
  skipped: number;
  importedAt: string;
}

/** Where an upload is: reading the file, sending it (with a fraction), the server importing it. */
export type UploadStage = { stage: 'reading'; fraction: number } | { stage: 'uploading'; fraction: number } | { stage: 'importing' };

const IMPORT_CARD_DATA = `mutation ImportCardData($fileName: String!, $contentBase64: String!, $setListBase64: String) {
  importCardData(fileName: $fileName, contentBase64: $contentBase64, setListBase64: $setListBase64) { dataDate dataVersion cardCount kind fileName skipped importedAt } }`;

/** A file's bytes as base64 (FileReader's data URL without its prefix), reporting how much was read. */
export function readAsBase64(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    reader.onerror = () => reject(new GraphQLRequestError('FILE_UNREADABLE', `Cannot read ${file.name}`));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

/**
 * Sends importCardData over XMLHttpRequest (fetch reports no upload progress) and resolves with
 * the import, or rejects with the API's coded error.
 */
export async function uploadCardData(file: File, setList: File | null, onStage: (stage: UploadStage) => void): Promise<CardImportResult> {
  onStage({ stage: 'reading', fraction: 0 });
  const contentBase64 = await readAsBase64(file, (fraction) => onStage({ stage: 'reading', fraction }));
  const setListBase64 = setList ? await readAsBase64(setList, () => undefined) : null;
  const body = JSON.stringify({ query: IMPORT_CARD_DATA, variables: { fileName: file.name, contentBase64, setListBase64 } });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_HTTP_URL);
    xhr.setRequestHeader('content-type', 'application/json');
    const authorization = authorizationHeader();
    if (authorization) xhr.setRequestHeader('authorization', authorization);
    xhr.upload.onprogress = (event) => event.lengthComputable && onStage({ stage: 'uploading', fraction: event.loaded / event.total });
    xhr.upload.onload = () => onStage({ stage: 'importing' });
    xhr.onerror = () => reject(new GraphQLRequestError('NETWORK_ERROR', 'Cannot reach the server. Check the connection and try again.'));
    xhr.onload = () => {
      let payload: { data?: { importCardData?: CardImportResult } | null; errors?: { message: string; extensions?: { code?: string } }[] };
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        reject(new GraphQLRequestError('BAD_RESPONSE', `The server answered ${xhr.status} without a GraphQL response`));
        return;
      }
      if (payload.errors?.length) reject(GraphQLRequestError.fromErrors(payload.errors));
      else if (payload.data?.importCardData) resolve(payload.data.importCardData);
      else reject(new GraphQLRequestError('BAD_RESPONSE', 'The server sent no import result'));
    };
    xhr.send(body);
  });
}
