import os from 'node:os';
import path from 'node:path';

/** One dump per test run, named by the run's process so parallel runs never share it. */
export const dumpFile = path.join(os.tmpdir(), `portal-test-${process.env.VITEST_RUN_ID ?? process.ppid}.tar`);

export const templateName = () => `portal_tpl_${process.env.VITEST_RUN_ID ?? process.ppid}`;

/** The maintenance database on the same server, for CREATE and DROP DATABASE. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
