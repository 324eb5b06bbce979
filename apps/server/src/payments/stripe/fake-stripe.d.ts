/** Stripe's documented test payment methods that this fake knows. */
export declare const stripeTestMethods: {
    readonly visa: 'pm_card_visa';
    readonly declined: 'pm_card_chargeDeclined';
    readonly insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds';
};
interface Intent {
    id: string;
    object: 'payment_intent';
    amount: number;
    amount_received: number;
    amount_capturable: number;
    currency: string;
    status: string;
    capture_method: string;
    payment_method: string;
    metadata: Record<string, string>;
    client_secret: string;
}
export declare function startFakeStripe(options: {
    secretKey: string;
    port?: number;
}): Promise<import("../testing/fake-server").FakeServer & {
    intents: Map<string, Intent>;
    refunds: Map<string, {
        id: string;
        amount: number;
        payment_intent: string;
        status: string;
    }>;
    /** Charges taken or held: what a double charge would show up in. */
    chargeCount: () => number;
}>;
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
export {};
