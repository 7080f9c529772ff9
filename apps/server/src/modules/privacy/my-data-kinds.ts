import type { DbOrTx } from '../../db/client.ts';
import { consentHistory } from '../accounts/consents.repository.ts';
import {
  accountRow,
  companyMembershipRows,
  logRows,
  meetingRows,
  notificationRows,
  receivedMessageRows,
  registrationRows,
  uploadedFileRows,
  wishRows,
  writtenMessageRows,
} from './my-data.repository.ts';

/** One JSON file of "Download my data": its name in the ZIP and how to read the person's rows. */
export interface MyDataKind {
  file: string;
  read: (db: DbOrTx, userId: number) => Promise<unknown>;
}

/**
 * The kinds of personal data the export holds, one JSON file each; a new kind is one entry
 * here. The files the person uploaded come after these, read
 * through the file storage (`uploadedFiles`).
 */
export const myDataKinds: MyDataKind[] = [
  { file: 'account.json', read: accountRow },
  { file: 'consents.json', read: consentHistory },
  { file: 'company-memberships.json', read: companyMembershipRows },
  {
    file: 'messages.json',
    read: async (db, userId) => ({ written: await writtenMessageRows(db, userId), received: await receivedMessageRows(db, userId) }),
  },
  { file: 'meetings.json', read: meetingRows },
  { file: 'wishes.json', read: wishRows },
  { file: 'registrations.json', read: registrationRows },
  { file: 'notifications.json', read: notificationRows },
  { file: 'logs.json', read: logRows },
];

/** The list of uploaded files (files.json); their bytes go to files/<stored name>. */
export const uploadedFiles: MyDataKind = { file: 'files.json', read: uploadedFileRows };
export const UPLOADED_FILES_FOLDER = 'files';
