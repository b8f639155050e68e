/** RFC 6266: a download's name, in ASCII for old clients and as it is in filename*. */
export const attachmentDisposition = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\%]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
