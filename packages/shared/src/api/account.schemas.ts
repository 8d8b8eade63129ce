import { DataSaverResponse, DataSaverSchema } from '../video';

export const dataSaver = { body: DataSaverSchema, response: DataSaverResponse };
