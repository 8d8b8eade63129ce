import { api } from '../api-client';

/** PUT /api/account/data-saver: the signed-in user's choice, kept on the server. */
export const updateDataSaver = (dataSaver: boolean) =>
  api.put<{ success: true; data: { dataSaver: boolean } }>('/account/data-saver', { dataSaver });
