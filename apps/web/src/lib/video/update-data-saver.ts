import { accountApi } from '@sewee/shared/api';
import { call } from '../api-client';

/** PUT /api/account/data-saver: the signed-in user's choice, kept on the server. */
export const updateDataSaver = (dataSaver: boolean) => call(accountApi.dataSaver, { body: { dataSaver } });
