import { describe, expect, it } from 'vitest';
import {
  contentTypeOfKey,
  downloadName,
  fileTypeOf,
  safeFileName,
  sniffFileType,
} from './file-types.rules';
import {
  mayAccessUpload,
  megabytes,
  UPLOAD_PURPOSES,
  uploadKey,
  uploadRefusal,
} from './upload-purposes.rules';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])),
  );

describe('sniffFileType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n'), 'pdf'],
    ['PDF, header only', bytes('%PDF-'), 'pdf'],
    ['JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'png'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'webp'],
    ['empty', bytes(), null],
    ['PDF without the dash', bytes('%PDF1.7'), null],
    ['PDF not at the start', bytes(' %PDF-1.7'), null],
    ['JPEG cut short', bytes(0xff, 0xd8), null],
    ['PNG with a wrong byte', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0b), null],
    ['PNG signature cut short', bytes(0x89, 'PNG', 0x0d, 0x0a), null],
    ['RIFF WAVE', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['RIFF cut before its kind', bytes('RIFF', 0x24, 0, 0, 0), null],
    ['GIF', bytes('GIF89a'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['HTML', bytes('<!doctype html><script>'), null],
    ['ZIP (docx)', bytes('PK', 3, 4), null],
    ['plain text', bytes('hello.png'), null],
  ])('%s → %s', (_label, input, expected) => {
    expect(sniffFileType(input)).toBe(expected);
  });
});

describe('contentTypeOfKey', () => {
  it.each([
    ['images/a.webp', 'image/webp'],
    ['uploads/2026/11/x.JPG', 'image/jpeg'],
    ['doc.pdf', 'application/pdf'],
    ['a.png', 'image/png'],
    ['logo.svg', 'image/svg+xml'],
    ['archive.tar.gz', 'application/octet-stream'],
    ['no-extension', 'application/octet-stream'],
  ])('%s → %s', (key, expected) => {
    expect(contentTypeOfKey(key)).toBe(expected);
  });
});

describe('safeFileName and downloadName', () => {
  it.each([
    ['Facture.pdf', 'Facture.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\Kbis été.PDF', 'Kbis ete.PDF'],
    ['.htaccess', 'htaccess'],
    ['a"b;c\r\nd.png', 'a_b_c_d.png'],
    ['   ', 'file'],
    ['', 'file'],
    ['…', 'file'],
    ['x'.repeat(150) + '.png', 'x'.repeat(96) + '.png'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('names a download with the sniffed type’s extension', () => {
    expect(downloadName('scan.pdf', 'jpeg')).toBe('scan.jpg');
    expect(downloadName('Photo', 'png')).toBe('Photo.png');
    expect(downloadName('../x.exe', 'pdf')).toBe('x.pdf');
    expect(downloadName('notes.txt', null)).toBe('notes.txt');
    expect(fileTypeOf('image/webp')).toBe('webp');
    expect(fileTypeOf('text/html')).toBeNull();
  });
});

describe('upload purposes', () => {
  const images = UPLOAD_PURPOSES.catalogue_image;

  it.each([
    ['a PNG', { type: 'png', size: 1000 }, null],
    ['a JPEG of exactly the limit', { type: 'jpeg', size: 10 * 1024 * 1024 }, null],
    ['a WebP', { type: 'webp', size: 1 }, null],
    ['empty, whatever its type', { type: null, size: 0 }, 422],
    ['one byte too large', { type: 'png', size: 10 * 1024 * 1024 + 1 }, 413],
    ['a PDF', { type: 'pdf', size: 1000 }, 415],
    ['unknown bytes', { type: null, size: 1000 }, 415],
  ] as const)('%s → %s', (_label, file, status) => {
    expect(uploadRefusal(images, file)?.status ?? null).toBe(status);
  });

  it('says the limits in the messages’ words', () => {
    expect(uploadRefusal(images, { type: 'pdf', size: 5 })).toMatchObject({
      key: 'upload_type_refused',
      params: { types: 'JPEG, PNG, WEBP' },
    });
    expect(uploadRefusal(images, { type: 'png', size: 11 * 1024 * 1024 })).toMatchObject({
      params: { max: '10' },
    });
    expect(megabytes(2.5 * 1024 * 1024)).toBe('2.5');
  });

  it('keys files by month and random id, private ones in their own folder', () => {
    const at = new Date('2026-03-09T23:30:00Z');
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(uploadKey('public', 'jpeg', id, at)).toBe(`uploads/2026/03/${id}.jpg`);
    expect(uploadKey('private', 'pdf', id, at)).toBe(`private/uploads/2026/03/${id}.pdf`);
    expect(() => uploadKey('public', 'png', '../x', at)).toThrow();
  });

  it.each([
    ['its uploader', { ownerUserId: 7 }, { userId: 7, staffAllowed: false }, true],
    ['another customer', { ownerUserId: 7 }, { userId: 8, staffAllowed: false }, false],
    ['a visitor', { ownerUserId: 7 }, { userId: null, staffAllowed: false }, false],
    ['staff with the permission', { ownerUserId: 7 }, { userId: 9, staffAllowed: true }, true],
    [
      'anyone, for an erased owner',
      { ownerUserId: null },
      { userId: null, staffAllowed: false },
      false,
    ],
    ['staff, for an erased owner', { ownerUserId: null }, { userId: 9, staffAllowed: true }, true],
  ])('%s may access: %s', (_label, upload, viewer, expected) => {
    expect(mayAccessUpload(upload, viewer)).toBe(expected);
  });
});
