import { ContactSchema, MessageResponse } from '../auth';

export const send = { body: ContactSchema, response: MessageResponse };
