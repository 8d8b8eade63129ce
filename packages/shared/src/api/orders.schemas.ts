import {
  CaptureResponse,
  CaptureSchema,
  CreateOrderResponse,
  CreateOrderSchema,
  RefundOrderParams,
  RefundResponse,
  RefundsResponse,
  RefundStatusUpdateSchema,
} from '../orders';

export const create = { body: CreateOrderSchema, response: CreateOrderResponse };
export const capture = { body: CaptureSchema, response: CaptureResponse };
export const refunds = { response: RefundsResponse };
export const markRefunded = { params: RefundOrderParams, body: RefundStatusUpdateSchema, response: RefundResponse };
