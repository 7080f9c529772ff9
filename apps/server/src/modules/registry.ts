import type { FastifyPluginAsync } from 'fastify';
import { registrationRoutes } from './accounts/registration.routes.ts';
import { passwordRoutes } from './accounts/password.routes.ts';
import { sessionRoutes } from './accounts/session.routes.ts';
import { languageFileRoutes } from './i18n/language-files.routes.ts';

/** Every module's routes, registered in this order by buildApp. */
export const modules: FastifyPluginAsync[] = [sessionRoutes, registrationRoutes, passwordRoutes, languageFileRoutes];
