import type { Generated } from 'kysely';

/**
 * An order an area opened for a fee (purpose 'booking', ref its booking id), as the provider knows it by
 * out_trade_no. status: open until paid or closed (its payment window passed, closed at the provider first);
 * a paid order may be refunded in full once.
 */
export interface PaymentOrdersTable {
  id: Generated<number>;
  purpose: string;
  ref: string;
  uid: string;
  out_trade_no: string;
  /** In fen. */
  amount: number;
  description: string;
  pay_by: Date;
  status: Generated<'open' | 'paid' | 'closed'>;
  /** The provider's id of the payment, once paid. */
  transaction_id: string | null;
  paid_at: Date | null;
  closed_at: Date | null;
  refund_status: Generated<'none' | 'refunding' | 'refunded'>;
  out_refund_no: string | null;
  refund_reason: Generated<string>;
  /** The provider's id of the refund, once it told us. */
  refund_id: string | null;
  refund_requested_at: Date | null;
  refunded_at: Date | null;
  created_at: Generated<Date>;
}

/** Every provider notification taken, by its id: a notification sent again finds its id and changes nothing. */
export interface PaymentNotificationsTable {
  id: string;
  event_type: string;
  received_at: Generated<Date>;
}
