/**
 * The payment-provider interface of the adapters in this folder. It is defined as a port in
 * platform/payment-provider.ts (Deps carries the providers, and platform/ imports no module).
 */
export * from '../../../platform/payment-provider';
