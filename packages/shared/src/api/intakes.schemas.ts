import {
  CreateIntakeSchema,
  IntakeDeletedResponse,
  IntakeIdParams,
  IntakeResponse,
  IntakesQuery,
  IntakesResponse,
  UpdateIntakeSchema,
} from '../intakes';

export const create = { body: CreateIntakeSchema, response: IntakeResponse };
export const list = { query: IntakesQuery, response: IntakesResponse };
export const update = { params: IntakeIdParams, body: UpdateIntakeSchema, response: IntakeResponse };
export const remove = { params: IntakeIdParams, response: IntakeDeletedResponse };
