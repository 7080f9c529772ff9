import type { ContentEditorLink, Feed, FeedList, FeedModel } from '@portal/contracts/companies/feeds';
import { api } from '../../../api/client.ts';

/** News items, newest first; `publicOnly` for the public landing page. */
export const getFeeds = (publicOnly: boolean) => api.get<FeedList>(`api/Feeds/get-all/${publicOnly}`);
export const getFeed = (id: number) => api.get<Feed>(`api/Feeds/${id}`);
/** Saves a new (no id) or changed item; quiet: the form shows the errors. */
export const saveFeed = (body: FeedModel) => api.put<Feed>('api/Feeds', body, { quiet: true });
export const deleteFeed = (id: number) => api.delete(`api/Feeds/${id}`);
/** The external content editor's address, when the server has one configured. */
export const getContentEditorLink = () => api.get<ContentEditorLink>('api/Feeds/get-ce-link', { quiet: true });
