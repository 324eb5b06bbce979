// Packages a request needs only now and then (pictures, PDFs, mail, QR codes) load on first use,
// not at start: together they are ~60 MB of resident memory and a part of the start-up time
// that an idle shop never needs (issue 18).
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

/** sharp, with libvips' cache off (loaded where the stored pictures are made). */
export { loadSharp } from '@emporia/db/storage';

export const loadPdfKit = once(async () => (await import('pdfkit')).default);

export const loadNodemailer = once(async () => (await import('nodemailer')).default);

export const loadQrCode = once(async () => (await import('qrcode')).default);
