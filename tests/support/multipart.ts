/** A multipart/form-data body for `app.inject`, built by hand so a test can also break it. */
export interface FormPart {
  name: string;
  /** Present: a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipartBody(parts: FormPart[], boundary = 'ShopTestBoundary7MA4YWxkTrZu0gW') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(head + '\r\n'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
