/**
 * H5: the picked File posted with XMLHttpRequest, the one browser request that reports upload progress. The
 * session cookie goes with it, as with every call.
 */
import { readUploadAnswer, uploadUrl, UPLOAD_FIELD, type UploadOptions, type UploadQuery, type UploadSource, type UploadTask } from './upload.types';
import { RequestError } from './request';
import { ErrorCode } from '@contract/envelope';

export function uploadFile(file: UploadSource, query: UploadQuery, options: UploadOptions): UploadTask {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ReturnType<typeof readUploadAnswer>>((resolve, reject) => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file.source as Blob, file.name);
    xhr.open('POST', uploadUrl(query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept-Language', options.language);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(readUploadAnswer(xhr.responseText, options.networkText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new RequestError(ErrorCode.NETWORK, options.networkText));
    xhr.onabort = () => reject(new RequestError(ErrorCode.CANCELLED, 'cancelled'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
