import { z } from 'zod';

/** One API call a route declares, with the company modules it also needs (none: any). */
export const openedCall = z.object({ method: z.string(), url: z.string(), modules: z.array(z.number().int()) });
export type OpenedCall = z.infer<typeof openedCall>;

/** The API calls a function alias opens: every route whose access declaration names the alias. */
export const functionCalls = z.object({ alias: z.string(), calls: z.array(openedCall) });
export type FunctionCalls = z.infer<typeof functionCalls>;
export const functionCallsList = z.array(functionCalls);
export type FunctionCallsList = z.infer<typeof functionCallsList>;
