/** Mini-program: Taro.uploadFile from the picked file's temporary path, with the session as a Bearer token. */
import Taro from '@tarojs/taro';
import { ErrorCode } from '@contract/envelope';
import { platformAuth } from './platform-auth';
import { RequestError } from './request';
import { readUploadAnswer, uploadUrl, UPLOAD_FIELD, type UploadOptions, type UploadQuery, type UploadResult, type UploadSource, type UploadTask } from './upload.types';

export function uploadFile(file: UploadSource, query: UploadQuery, options: UploadOptions): UploadTask {
  let task: Taro.UploadTask | undefined;
  let aborted = false;
  const done = new Promise<UploadResult>((resolve, reject) => {
    task = Taro.uploadFile({
      url: uploadUrl(query),
      filePath: file.source as string,
      name: UPLOAD_FIELD,
      // The file's own name where the runtime takes one (Taro's H5, under tests); the mini-program sends its temporary
      // path's name, which keeps the extension the server checks. The form value keeps the picked name either way.
      fileName: file.name,
      header: { 'Accept-Language': options.language, ...platformAuth.headers() },
      success: (res) => {
        try {
          resolve(readUploadAnswer(res.data, options.networkText));
        } catch (error) {
          reject(error);
        }
      },
      fail: () => reject(aborted ? new RequestError(ErrorCode.CANCELLED, 'cancelled') : new RequestError(ErrorCode.NETWORK, options.networkText)),
    } as Taro.uploadFile.Option);
    task?.onProgressUpdate?.((p) => options.onProgress?.(p.progress));
  });
  return {
    done,
    abort: () => {
      aborted = true;
      task?.abort();
    },
  };
}
