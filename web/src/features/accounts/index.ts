// The accounts feature's public face: what app/ mounts and what checkout composes (the sign-in,
// registration, phone and address forms). Nothing outside accounts/ imports its inner files.
export { accountsRoutes } from './routes';
export { AccountPopupHost } from './popups/AccountPopupHost';
export { useSignOut } from './signout/useSignOut';
export { loadPhoneConfirmDialog } from './verify/loadPhoneConfirmDialog';

export { SignInForm } from './signin/SignInForm';
export { useSignIn } from './signin/useSignIn';
export { CredentialsForm } from './register/CredentialsForm';
export type { Registration } from './register/registration';
export { PhoneVerification } from './verify/PhoneVerification';
export { useMarkPhoneConfirmed } from './verify/useMarkPhoneConfirmed';
export { default as AddressMapForm } from './address/AddressMapForm';
export { useAddressBook } from './address/useAddressBook';
export { ADDRESS_BOOK_MESSAGES } from './address/addressOutcomes';
export { ADDRESS_LABELS, type AddressFormValue } from './address/types';
export { isDefault, type SavedAddress } from './address/addressEvents';
