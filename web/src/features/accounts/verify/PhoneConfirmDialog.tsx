// The phone-confirmation dialog (spec §2): the verification screen in a modal, opened from the
// account menu's 'Confirm Account' (and usable by checkout, which passes its own onVerified).
import { Modal } from 'antd';
import { useAuth } from '../../../shared/auth/session';
import { PhoneVerification } from './PhoneVerification';
import { useMarkPhoneConfirmed } from './useMarkPhoneConfirmed';
import type { PhoneUser } from './phoneRequests';
import '../accounts.css';
import { t } from './texts';

export interface PhoneConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onVerified?: (user: PhoneUser) => void;
}

export default function PhoneConfirmDialog({ open, onClose, onVerified }: PhoneConfirmDialogProps) {
  const { user } = useAuth();
  const markConfirmed = useMarkPhoneConfirmed();
  return (
    <Modal
      open={open && user !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
      title={t('accounts.verify.confirmAccount')}
    >
      {user ? (
        <PhoneVerification
          user={user}
          sendOnOpen
          onVerified={(confirmed) => {
            markConfirmed(confirmed);
            onClose();
            onVerified?.(confirmed);
          }}
        />
      ) : null}
    </Modal>
  );
}
