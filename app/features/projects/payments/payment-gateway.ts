/**
 * Where a payment gateway would go. Nivasa moves no money: the homeowner records what they paid
 * (recordPayment) and the designer confirms receiving it or disputes it. A gateway (Razorpay, Cashfree, PayU…)
 * would be the one implementation of this interface: `checkout` starts paying what is left on a due stage and
 * says where to send the homeowner; the gateway's signed webhook, read by `settlement`, would record the payment
 * as confirmed with the gateway's reference (money a gateway moved needs no confirmation by the designer), under
 * the same project lock and the same money checks as a recorded payment. None is implemented.
 */
export interface PaymentGateway {
  checkout(input: {
    projectId: string;
    milestoneId: string;
    amountPaise: number;
    returnUrl: string;
  }): Promise<{ redirectUrl: string }>;
  settlement(
    webhook: Request,
  ): Promise<{ projectId: string; milestoneId: string; amountPaise: number; reference: string } | null>;
}
