import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { containsNul } from '../../plugins/text-input';
import { reencodeImage } from './images.encode';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The re-encoded image from the named file field, when one was sent. */
  image: Buffer | undefined;
}

/**
 * Reads a multipart form: text fields as strings, and at most one file from `fileField`, checked and
 * re-encoded before anything is stored. Oversize files fail with 413 from the multipart limits
 * (plugins/uploads). Only a form that carries an image counts against the sender's upload limit: the
 * admin's forms are always multipart, and a save that changes only text costs no image work.
 */
export async function readImageForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('unsupportedMediaType');
  const fields: Record<string, string> = {};
  let raw: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField && bytes.length > 0) {
        await request.server.countImageUpload(request);
        raw = bytes;
      }
    } else if (typeof part.value === 'string') {
      if (containsNul(part.value)) throw badRequest('nulCharacter');
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, image: raw && (await reencodeImage(raw)) };
}
