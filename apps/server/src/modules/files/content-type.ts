import { errorCodes } from '@emporia/contracts/errors';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../kernel/errors';

/**
 * What the file manager accepts, judged by the bytes (file-type reads the magic numbers) and
 * not by the name alone: a program renamed photo.jpg is still a program. Text formats have no
 * magic number, so they are read as UTF-8 and refused when they hold markup a browser would run.
 */
const byMime: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/bmp': ['bmp'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4'],
  'audio/mpeg': ['mp3'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  // Old Office files are all one container format (CFB).
  'application/x-cfb': ['doc', 'xls', 'ppt'],
};
const textTypes: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
};
export const acceptedExtensions = [...Object.values(byMime).flat(), ...Object.keys(textTypes)];

/** Pictures the server can read and make a thumbnail of. */
export const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

const refused = (message: string) =>
  new AppError(415, errorCodes.unsupportedMediaType, message, { file: message });

const pageMarkup = /<\s*(script|iframe|object|embed|foreignObject|html|body)\b|<!ENTITY/i;
/** In SVG also event attributes and script addresses (in a CSV, "onion=" is just text). */
const svgScript = /\son[a-z]+\s*=|javascript:/i;

/** The content type to store and serve the file with, or a 415 saying why it is refused. */
export async function acceptedContentType(name: string, bytes: Buffer): Promise<string> {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const list = acceptedExtensions.join(', ');
  if (!acceptedExtensions.includes(extension)) {
    throw refused(
      `Files ending in ${extension ? `.${extension}` : 'no extension'} are not accepted. Upload one of: ${list}.`,
    );
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const extensions = byMime[detected.mime];
    if (!extensions)
      throw refused(
        `This file is ${detected.mime} content, which is not accepted (e.g. programs and archives).`,
      );
    if (!extensions.includes(extension)) {
      throw refused(
        `The file’s content is .${detected.ext} but its name ends in .${extension}. Rename it to match.`,
      );
    }
    return detected.mime;
  }
  const text = textTypes[extension];
  if (!text) throw refused(`The file’s content is not a .${extension} file.`);
  const decoded = new TextDecoder('utf-8', { fatal: true });
  let content: string;
  try {
    content = decoded.decode(bytes);
  } catch {
    throw refused(`A .${extension} file must be UTF-8 text.`);
  }
  if (extension === 'svg' && !/<svg[\s>]/i.test(content)) throw refused('The file is not an SVG picture.');
  if (pageMarkup.test(content) || (extension === 'svg' && svgScript.test(content))) {
    throw refused(
      'The file holds scripts or web-page markup, which could run in a shopper’s browser. It is not accepted.',
    );
  }
  return text;
}
