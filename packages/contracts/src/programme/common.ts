import { z } from 'zod';
import { fileName } from '../files/files.ts';
import { link } from '../common/validation.ts';

/** An uploaded image's server-made name (speaker photo, partner logo, banner); '' or null: none. */
export const optionalImageName = fileName.nullish().or(z.literal('').transform(() => null));

/** A web address, protocol optional; '' or null: none. */
export const optionalLink = link.nullish().or(z.literal('').transform(() => null));

/** Rich text from the editor (sanitised on the server). */
export const richText = (max = 20_000) => z.string().max(max, 'validation.max').nullish();

/** A name filter of a list. */
export const nameFilter = z.string().trim().max(200, 'validation.max').nullish();
