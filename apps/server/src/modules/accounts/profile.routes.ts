import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarParams } from '@portal/contracts/accounts/profile';
import { currentUser } from '@portal/contracts/accounts/session';
import { sendStoredFile } from '../../lib/stored-file-reply.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { readMultipart } from '../files/multipart.ts';
import { profileFormFields, profileFromForm } from './profile-form.ts';
import { editUserSelf, getAvatar } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Profile'];

  app.post('/api/Account/edit-user-self', {
    schema: {
      tags,
      summary: 'Edit my profile: firstName, lastName, phone, position, fkLanguageId, avatar; answers the signed-in user',
      description:
        'JSON (the editUserSelfModel contract) or multipart/form-data with the same fields as text parts and an optional ' +
        '`avatar` image part (jpg or png by content, under 3145728 bytes, re-encoded). avatarName: the name of an image ' +
        'the user uploaded, or empty to remove the avatar. Other fields (e-mail, role, company) are ignored.',
      consumes: ['application/json', 'multipart/form-data'],
      response: { 200: currentUser },
    },
    config: { access: { signedIn: true } },
    handler: async (request) => {
      const actor = signedInActor(request);
      if (!request.isMultipart()) return editUserSelf(app.ctx, actor, { fields: request.body, avatar: null });
      const { files, fields } = await readMultipart(request, { fileField: 'avatar', maxFiles: 1, allowedFields: profileFormFields });
      return editUserSelf(app.ctx, actor, { fields: profileFromForm(fields), avatar: files[0] ?? null });
    },
  });

  // Public like the avatar file itself: the web app shows it with <img src>, which carries no token.
  app.get('/api/Account/get-avatar/:id', {
    schema: { tags, summary: "A user's avatar image (404 when there is none)", params: avatarParams },
    config: { access: { public: true } },
    handler: async (request, reply) => {
      const { file, data } = await getAvatar(app.ctx, request.params.id);
      // The address stays when the avatar changes: revalidate, with the file name as the ETag.
      const etag = `"${file.name}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).header('cache-control', 'no-cache').send();
      return sendStoredFile(reply, file, data, 'no-cache');
    },
  });
};
