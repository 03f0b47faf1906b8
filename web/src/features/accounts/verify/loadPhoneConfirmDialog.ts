// The phone confirmation dialog loads on first use (the header's account menu), in a chunk of its own.
export const loadPhoneConfirmDialog = () => import('./PhoneConfirmDialog');
