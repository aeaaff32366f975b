export { PaymentPlan } from '../../features/payment/components/payment-plan';
export { PaymentSuccess } from '../../features/payment/components/payment-success';
export { PaymentCancel } from '../../features/payment/components/payment-cancel';
