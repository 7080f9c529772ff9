import type { ComponentType } from 'react';
import type { PageKey } from './route-types.ts';

type Loaded = { Component: ComponentType };

/** Every screen component, each in its own chunk. */
export const pages: Record<PageKey, () => Promise<Loaded>> = {
  landing: () => import('../pages/auth/LandingPage.tsx').then((m) => ({ Component: m.LandingPage })),
  login: () => import('../pages/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
  register: () => import('../pages/auth/register/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
  mailVerification: () => import('../pages/auth/MailVerificationPage.tsx').then((m) => ({ Component: m.MailVerificationPage })),
  forgotPassword: () => import('../pages/auth/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () => import('../pages/auth/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  firstLogin: () => import('../pages/auth/FirstLoginPage.tsx').then((m) => ({ Component: m.FirstLoginPage })),
  accountEdit: () => import('../pages/users/AccountEditPage.tsx').then((m) => ({ Component: m.AccountEditPage })),
  passwordChange: () => import('../pages/users/PasswordChangePage.tsx').then((m) => ({ Component: m.PasswordChangePage })),
  dashboard: () => import('../pages/dashboard/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
  privacyPolicy: () => import('../pages/static/PrivacyPolicyPage.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
  forbidden: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.ForbiddenPage })),
  notFound: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.NotFoundPage })),
  serverError: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.ServerErrorPage })),
  error: () => import('../pages/errors/StatusPages.tsx').then((m) => ({ Component: m.ErrorPage })),
  joinEvent: () => import('../pages/placeholder/NotAvailablePage.tsx').then((m) => ({ Component: m.NotAvailablePage })),
  notAvailable: () => import('../pages/placeholder/NotAvailablePage.tsx').then((m) => ({ Component: m.NotAvailablePage })),
};
